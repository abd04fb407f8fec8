import type { StockFeedMapping } from "../../types/generated/site.ts";
import { CAR_FIELDS, FEED_ONLY_FIELDS } from "./car-fields.ts";
import { coerceCell } from "./coerce-cell.ts";
import { readCsv } from "../../site/csv-reader.ts";
import type { FeedProblem } from "./feed-problem.ts";
import type { FeedPhoto } from "./feed-photos.ts";

/** One car of a feed as read, before it becomes a car. */
export interface FeedRow {
  /** "line 4" or "car 3", as problems name it. */
  where: string;
  /** Car fields by name. */
  values: Record<string, unknown>;
  /** CSV only: the column each field came from, so a problem names the dealer's column. */
  columns: Record<string, string>;
  /** Problems found reading it: the row is rejected. */
  problems: FeedProblem[];
  /** The photos it names, taken in (feed-photos.ts): they become the car's images. */
  photos?: FeedPhoto[];
}

export interface ReadRows {
  rows: FeedRow[];
  /** Problems of the feed itself (syntax, header), not of one car. */
  problems: FeedProblem[];
}

/** A JSON feed: an array of cars, or JSON Lines (one car per line). */
export function readJsonRows(text: string, badLines: ReadonlySet<number>): ReadRows {
  const problems: FeedProblem[] = [];
  return { rows: [...jsonFeedRows(text, badLines, problems)], problems };
}

/** A CSV feed: a header row, then one car per row, its columns mapped to car fields by the feed's mapping. */
export function readCsvRows(text: string, mapping: StockFeedMapping, badLines: ReadonlySet<number>): ReadRows {
  const problems: FeedProblem[] = [];
  return { rows: [...csvFeedRows(text, mapping, badLines, problems)], problems };
}

/**
 * A JSON feed's rows one at a time (a large feed is read more than once rather than held as rows); problems of
 * the feed itself go to `problems` as they are found.
 */
export function* jsonFeedRows(text: string, badLines: ReadonlySet<number>, problems: FeedProblem[]): Generator<FeedRow> {
  if (text.trimStart().startsWith("[")) {
    let cars: unknown;
    try {
      cars = JSON.parse(text);
    } catch (error) {
      problems.push({ where: "file", field: "", message: `not valid JSON: ${(error as Error).message}` });
      return;
    }
    if (!Array.isArray(cars)) {
      problems.push({ where: "file", field: "", message: "expected an array of cars" });
      return;
    }
    for (const [i, car] of cars.entries()) yield jsonRow(`car ${i + 1}`, car);
    return;
  }
  let lineStart = 0;
  for (let i = 0; lineStart <= text.length; i++) {
    const lineEnd = text.indexOf("\n", lineStart);
    const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
    lineStart = lineEnd === -1 ? text.length + 1 : lineEnd + 1;
    if (line.trim() === "" || badLines.has(i + 1)) continue;
    const where = `line ${i + 1}`;
    let car: unknown;
    try {
      car = JSON.parse(line);
    } catch (error) {
      yield { where, values: {}, columns: {}, problems: [{ where, field: "", message: `not valid JSON: ${(error as Error).message}` }] };
      continue;
    }
    yield jsonRow(where, car);
  }
}

function jsonRow(where: string, car: unknown): FeedRow {
  if (typeof car !== "object" || car === null || Array.isArray(car)) {
    return { where, values: {}, columns: {}, problems: [{ where, field: "", message: "expected a car (a JSON object)" }] };
  }
  return { where, values: { ...(car as Record<string, unknown>) }, columns: {}, problems: [] };
}

/** A CSV feed's rows one at a time, as jsonFeedRows; header problems go to `problems`. */
export function* csvFeedRows(text: string, mapping: StockFeedMapping, badLines: ReadonlySet<number>, problems: FeedProblem[]): Generator<FeedRow> {
  let header: { line: number; fields: (string | null)[]; names: string[] } | null = null;
  for (const item of readCsv(text)) {
    if ("problem" in item) {
      if (header) yield { where: item.problem.where, values: {}, columns: {}, problems: [item.problem] };
      else problems.push(item.problem);
      continue;
    }
    const { line, cells } = item.record;
    if (!header) {
      header = { line, names: cells.map((cell) => cell.trim()), fields: [] };
      header.fields = headerFields(header.names, mapping, line, problems);
      continue;
    }
    if (badLines.has(line)) continue;
    yield csvRow(`line ${line}`, cells, header, mapping);
  }
  if (!header) problems.push({ where: "file", field: "", message: "no header row: the feed is empty" });
}

function headerFields(names: string[], mapping: StockFeedMapping, line: number, problems: FeedProblem[]): (string | null)[] {
  const seen = new Set<string>();
  return names.map((name) => {
    const where = `line ${line}`;
    if (seen.has(name)) {
      problems.push({ where, field: name, message: "this column appears twice in the header" });
      return null;
    }
    seen.add(name);
    const field = mapping.columns[name];
    if (field === undefined) {
      if (!mapping.ignore_columns.includes(name)) problems.push({ where, field: name, message: "unknown column: map it in the feed's mapping.columns or list it in mapping.ignore_columns" });
      return null;
    }
    if (!CAR_FIELDS.has(field) && !FEED_ONLY_FIELDS.has(field)) {
      problems.push({ where, field: name, message: `mapped to "${field}", which is not a car field` });
      return null;
    }
    return field;
  });
}

function csvRow(where: string, cells: string[], header: { fields: (string | null)[]; names: string[] }, mapping: StockFeedMapping): FeedRow {
  const row: FeedRow = { where, values: {}, columns: {}, problems: [] };
  if (cells.length !== header.names.length) {
    row.problems.push({ where, field: "", message: `${cells.length} cells where the header has ${header.names.length} columns` });
    return row;
  }
  cells.forEach((cell, i) => {
    const field = header.fields[i];
    if (!field) return;
    const column = header.names[i]!;
    row.columns[field] = column;
    const coerced = coerceCell(cell, (CAR_FIELDS.get(field) ?? FEED_ONLY_FIELDS.get(field))!, mapping.values[field], mapping.list_separator);
    if ("error" in coerced) row.problems.push({ where, field: column, message: coerced.error });
    else if ("value" in coerced) row.values[field] = coerced.value;
  });
  return row;
}
