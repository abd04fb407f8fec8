import type { CataloguePart } from "../../types/content.ts";
import type { SiteError } from "../site-error.ts";
import { readCsv } from "../csv-reader.ts";

/** The columns of parts.csv, in any order; its first record names them. */
const COLUMNS = ["part_number", "name", "category", "make", "models", "year_from", "year_to", "price", "image"] as const;
const REQUIRED = ["part_number", "name"] as const;
type Column = (typeof COLUMNS)[number];

const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/;
const YEAR = /^(19[5-9][0-9]|20[0-9]{2})$/;
const PRICE = /^[0-9]{1,7}(\.[0-9]{1,2})?$/;
const IMAGE = /^(\/[^/]|https:\/\/)/;
const MAX_PARTS = 20_000;

/**
 * Reads a site's parts.csv: one part a record, `models` separated by `|`. Every problem comes back with its
 * file and line, as the site documents' problems do, and a part with a problem is left out.
 */
export function readPartsCatalogue(file: string, text: string): { parts: CataloguePart[]; errors: SiteError[] } {
  const errors: SiteError[] = [];
  const problem = (line: number, message: string) => errors.push({ file, line, column: 1, pointer: "", message });
  const parts: CataloguePart[] = [];
  const seen = new Set<string>();
  let header: Map<Column, number> | null = null;
  for (const item of readCsv(text.replace(/^\uFEFF/, ""))) {
    if ("problem" in item) {
      problem(Number(item.problem.where.replace(/\D/g, "")) || 1, item.problem.message);
      continue;
    }
    const { line, cells } = item.record;
    if (!header) {
      header = readHeader(cells, (message) => problem(line, message));
      if (!header) return { parts: [], errors };
      continue;
    }
    const cell = (column: Column) => (header!.has(column) ? (cells[header!.get(column)!] ?? "").trim() : "");
    const read = readPart(cell);
    if (typeof read === "string") problem(line, read);
    else if (seen.has(read.part_number)) problem(line, `part ${read.part_number} is listed twice`);
    else if (parts.length >= MAX_PARTS) return { parts, errors: [...errors, { file, line, column: 1, pointer: "", message: `a catalogue holds at most ${MAX_PARTS} parts` }] };
    else {
      seen.add(read.part_number);
      parts.push(read);
    }
  }
  return { parts, errors };
}

function readHeader(cells: string[], problem: (message: string) => void): Map<Column, number> | null {
  const header = new Map<Column, number>();
  cells.forEach((name, i) => {
    const column = name.trim().toLowerCase() as Column;
    if (COLUMNS.includes(column)) header.set(column, i);
    else problem(`unknown column "${name}" (columns: ${COLUMNS.join(", ")})`);
  });
  const missing = REQUIRED.filter((column) => !header.has(column));
  if (missing.length === 0) return header;
  problem(`the first line names the columns, and must name ${missing.join(" and ")}`);
  return null;
}

/** One record as a part, or what is wrong with it. */
function readPart(cell: (column: Column) => string): CataloguePart | string {
  const partNumber = cell("part_number");
  if (!PART_NUMBER.test(partNumber)) return `part_number "${partNumber}" should be 1 to 40 letters, digits, spaces, dots, slashes or hyphens`;
  const name = cell("name");
  if (name === "" || name.length > 200) return `part ${partNumber} needs a name of at most 200 characters`;
  const years = [cell("year_from"), cell("year_to")];
  const badYear = years.find((year) => year !== "" && !YEAR.test(year));
  if (badYear !== undefined) return `part ${partNumber}: "${badYear}" is not a model year`;
  const [from, to] = years.map((year) => (year === "" ? null : Number(year)));
  if (from !== null && to !== null && from! > to!) return `part ${partNumber}: year_from is after year_to`;
  const price = cell("price").replace(/^\$/, "").replace(/,/g, "");
  if (price !== "" && !PRICE.test(price)) return `part ${partNumber}: price "${cell("price")}" should be dollars, e.g. 129.95`;
  const image = cell("image");
  if (image !== "" && !IMAGE.test(image)) return `part ${partNumber}: image should be a path on the site (/...) or an https address`;
  const make = cell("make");
  const models = cell("models").split("|").map((model) => model.trim()).filter(Boolean);
  if (models.length > 0 && make === "") return `part ${partNumber}: models need the make they belong to`;
  return {
    part_number: partNumber,
    name,
    category: cell("category"),
    make: make === "" ? null : make,
    models,
    year_from: from ?? null,
    year_to: to ?? null,
    price: price === "" ? null : Number(price),
    image: image === "" ? null : image,
  };
}
