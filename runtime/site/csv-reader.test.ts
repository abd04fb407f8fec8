import { describe, expect, it } from "vitest";
import { readCsv, type CsvItem } from "./csv-reader.ts";

const read = (text: string): CsvItem[] => [...readCsv(text)];
const records = (text: string) => read(text).flatMap((item) => ("record" in item ? [item.record] : []));

describe("readCsv (RFC 4180)", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks, over CRLF or LF, skipping blank lines", () => {
    const text = 'StockNo,Comments\r\nA1,"Low km, one owner"\r\n\r\nA2,"The ""Sport"" pack"\nA3,"Line one\nline two"\nA4,\n';
    expect(records(text)).toEqual([
      { line: 1, cells: ["StockNo", "Comments"] },
      { line: 2, cells: ["A1", "Low km, one owner"] },
      { line: 4, cells: ["A2", 'The "Sport" pack'] },
      { line: 5, cells: ["A3", "Line one\nline two"] },
      { line: 7, cells: ["A4", ""] },
    ]);
  });

  it("reports bad quoting with its line and goes on with the next line", () => {
    const items = read('a,b\nA1,x"y\nA2,"ok"z\nA3,fine\nA4,"never closed\nA5,lost\n');
    expect(items).toEqual([
      { record: { line: 1, cells: ["a", "b"] } },
      { problem: { where: "line 2", field: "", message: "a quote inside unquoted cell 2 (quote the whole cell and double the quote)" } },
      { problem: { where: "line 3", field: "", message: "text after the closing quote of cell 2" } },
      { record: { line: 4, cells: ["A3", "fine"] } },
      { problem: { where: "line 5", field: "", message: "the quoted cell opened on line 5 is never closed" } },
    ]);
  });

  it("reads a last record without a line break", () => {
    expect(records("a\nb")).toEqual([{ line: 1, cells: ["a"] }, { line: 2, cells: ["b"] }]);
  });
});
