import { inflateSync } from "node:zlib";

/** What the tests check of a PDF: that a reader can open it, how many pages it has and the text on them. */
export interface PdfContents {
  version: string;
  pageCount: number;
  /** The text of every text-showing operator (Tj, TJ) of the page contents, in order. */
  lines: string[];
}

/**
 * Opens a PDF the way a viewer starts to (for tests): the header, `startxref`, the cross-reference table (every
 * in-use entry must point at its object), the trailer's /Root catalog and its page tree, then the text of the
 * content streams, inflated where they are Flate-compressed. Throws on anything a viewer could not follow.
 */
export function readPdf(bytes: Uint8Array): PdfContents {
  const buffer = Buffer.from(bytes);
  const text = buffer.toString("latin1");
  const version = /^%PDF-(\d\.\d)/.exec(text)?.[1];
  if (!version) throw new Error("No %PDF- header");
  const tail = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text.slice(-64));
  if (!tail) throw new Error("No startxref and %%EOF at the end");

  const offsets = xrefTable(text, Number(tail[1]));
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(text.slice(Number(tail[1])))?.[1];
  if (!trailer) throw new Error("No trailer");
  const size = Number(/\/Size (\d+)/.exec(trailer)?.[1]);
  if (size !== Math.max(...offsets.keys()) + 1) throw new Error(`Trailer /Size ${size} does not match the table`);
  const object = (num: number) => {
    const at = offsets.get(num);
    if (at === undefined) throw new Error(`Object ${num} is not in the table`);
    return text.slice(at, text.indexOf("endobj", at));
  };
  const catalog = object(reference(trailer, "Root"));
  if (!catalog.includes("/Type /Catalog")) throw new Error("/Root is not a catalog");
  const pages = object(reference(catalog, "Pages"));
  const pageCount = Number(/\/Count (\d+)/.exec(pages)?.[1]);
  if (!pages.includes("/Type /Pages") || !(pageCount >= 0)) throw new Error("No page tree");
  const pageObjects = [...offsets.keys()].filter((num) => /\/Type \/Page\b/.test(object(num)));
  if (pageObjects.length !== pageCount) throw new Error(`The page tree counts ${pageCount} pages, the file has ${pageObjects.length}`);

  const lines = [...offsets.keys()].sort((a, b) => a - b).flatMap((num) => {
    const body = object(num);
    const start = /stream\r?\n/.exec(body);
    if (!start) return [];
    const length = Number(/\/Length (\d+)/.exec(body)?.[1]);
    const from = offsets.get(num)! + start.index + start[0].length;
    const raw = buffer.subarray(from, from + length);
    return textOf((body.includes("/FlateDecode") ? inflateSync(raw) : raw).toString("latin1"));
  });
  return { version, pageCount, lines };
}

function xrefTable(text: string, at: number): Map<number, number> {
  if (!text.startsWith("xref", at)) throw new Error("startxref does not point at a cross-reference table");
  const offsets = new Map<number, number>();
  const section = /(\d+) (\d+)\s*\n/y;
  let cursor = text.indexOf("\n", at) + 1;
  for (;;) {
    section.lastIndex = cursor;
    const head = section.exec(text);
    if (!head) break;
    cursor = section.lastIndex;
    for (let i = 0; i < Number(head[2]); i++, cursor += 20) {
      const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(text.slice(cursor, cursor + 20));
      if (!entry) throw new Error(`Bad cross-reference entry at ${cursor}`);
      const num = Number(head[1]) + i;
      if (entry[3] === "n") {
        const offset = Number(entry[1]);
        if (!text.startsWith(`${num} ${Number(entry[2])} obj`, offset)) throw new Error(`Object ${num} is not at ${offset}`);
        offsets.set(num, offset);
      }
    }
  }
  if (offsets.size === 0) throw new Error("Empty cross-reference table");
  return offsets;
}

function reference(dictionary: string, key: string): number {
  const ref = new RegExp(`/${key} (\\d+) \\d+ R`).exec(dictionary);
  if (!ref) throw new Error(`No /${key} reference`);
  return Number(ref[1]);
}

/** The strings shown by Tj and TJ (kerning numbers between the parts of a TJ array dropped). */
function textOf(content: string): string[] {
  const strings = /<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g;
  const decode = (shown: string) =>
    [...shown.matchAll(strings)]
      .map(([, hex, literal]) => (hex !== undefined ? Buffer.from(hex.replace(/\s/g, ""), "hex").toString("latin1") : literal!.replace(/\\(.)/g, "$1")))
      .join("");
  return [...content.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[^>]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)].map(([, array, single]) => decode(array ?? single!));
}
