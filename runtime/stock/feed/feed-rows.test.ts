import { describe, expect, it } from "vitest";
import { defaultFeed } from "../../../tests/kit/stock-feed-fixtures.ts";
import { readCsvRows, readJsonRows } from "./feed-rows.ts";

const { mapping } = defaultFeed();

describe("readCsvRows", () => {
  it("maps a dealer-management-system export's columns and wording to car fields", () => {
    const csv = 'StockNo,Condition,Body,Transmission,FuelType,Odometer,Price,Features,Comments\nA1, demonstrator ,STATION WAGON,cvt,PHEV,"45,000","$21,990",Sunroof|Tow bar,\n';
    const { rows, problems } = readCsvRows(csv, mapping, new Set());
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        where: "line 2",
        values: { stocknum: "A1", car_type: "demo", simple_body: "stationWagon", simple_transmission: "Automatic", simple_fuel: "Plug-in Hybrid", km: 45000, price: 21990, standardEquipment: ["Sunroof", "Tow bar"], dealercomments: null },
        columns: { stocknum: "StockNo", car_type: "Condition", simple_body: "Body", simple_transmission: "Transmission", simple_fuel: "FuelType", km: "Odometer", price: "Price", standardEquipment: "Features", dealercomments: "Comments" },
        problems: [],
      },
    ]);
  });

  it("reports unknown and repeated columns at the header, skips ignored ones, and reports each bad cell with its line and column", () => {
    const custom = { ...mapping, ignore_columns: ["Internal"] };
    const csv = "StockNo,Price,Price,Internal,Location Code\nA1,POA,1,x,y\nA2,1\n";
    const { rows, problems } = readCsvRows(csv, custom, new Set());
    expect(problems).toEqual([
      { where: "line 1", field: "Price", message: "this column appears twice in the header" },
      { where: "line 1", field: "Location Code", message: "unknown column: map it in the feed's mapping.columns or list it in mapping.ignore_columns" },
    ]);
    expect(rows.map((row) => row.problems)).toEqual([
      [{ where: "line 2", field: "Price", message: 'expected a number, got "POA"' }],
      [{ where: "line 3", field: "", message: "2 cells where the header has 5 columns" }],
    ]);
  });

  it("reports a mapping to a field cars do not have, and an empty feed", () => {
    expect(readCsvRows("Stock\nA1\n", { ...mapping, columns: { Stock: "stock_number" } }, new Set()).problems).toEqual([
      { where: "line 1", field: "Stock", message: 'mapped to "stock_number", which is not a car field' },
    ]);
    expect(readCsvRows("", mapping, new Set()).problems).toEqual([{ where: "file", field: "", message: "no header row: the feed is empty" }]);
  });

  it("keeps hostile text as plain text: markup, spreadsheet formulas and control characters are just a string", () => {
    const csv = 'StockNo,Comments\nA1,"<script>alert(1)</script>"\nA2,"=HYPERLINK(""http://x"")"\n';
    const { rows } = readCsvRows(csv, mapping, new Set());
    expect(rows.map((row) => row.values.dealercomments)).toEqual(["<script>alert(1)</script>", '=HYPERLINK("http://x")']);
  });

  it("leaves out rows on lines that were not text in the feed's encoding (reported when decoding)", () => {
    expect(readCsvRows("StockNo\nA1\nA2\n", mapping, new Set([2])).rows.map((row) => row.values.stocknum)).toEqual(["A2"]);
  });
});

describe("readJsonRows", () => {
  it("reads an array of cars, naming each by its place", () => {
    const { rows, problems } = readJsonRows('[{"stocknum":"A1"}, 7]', new Set());
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { where: "car 1", values: { stocknum: "A1" }, columns: {}, problems: [] },
      { where: "car 2", values: {}, columns: {}, problems: [{ where: "car 2", field: "", message: "expected a car (a JSON object)" }] },
    ]);
  });

  it("reads JSON Lines, reporting each line that is not JSON", () => {
    const { rows } = readJsonRows('{"stocknum":"A1"}\n\n{"stocknum":\n{"stocknum":"A3"}\n', new Set());
    expect(rows.map((row) => [row.where, row.values.stocknum ?? null, row.problems.length])).toEqual([
      ["line 1", "A1", 0],
      ["line 3", null, 1],
      ["line 4", "A3", 0],
    ]);
    expect(rows[1]!.problems[0]!.message).toMatch(/^not valid JSON: /);
  });

  it("reports a JSON array that does not parse as one problem of the file", () => {
    const { rows, problems } = readJsonRows('[{"stocknum":"A1"},', new Set());
    expect(rows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ where: "file", field: "" });
  });
});
