import { describe, expect, it } from "vitest";
import { readPartsCatalogue } from "./parts-catalogue.ts";

const FILE = "/sites/harbour-motors/parts.csv";

describe("readPartsCatalogue", () => {
  it("reads parts by their named columns, in any order, with several models, a $ price and no limits left empty", () => {
    const text = [
      "\uFEFFname,part_number,make,models,year_from,year_to,price,category,image",
      'Tow bar kit,PZ403-N0010,Toyota,HiLux|Fortuner,2015,2024,"$1,249.00",Towing,/demo/parts/tow-bar.svg',
      "Car care kit,CARE-1,,,,,,Care,",
    ].join("\r\n");
    const { parts, errors } = readPartsCatalogue(FILE, text);
    expect(errors).toEqual([]);
    expect(parts).toEqual([
      {
        part_number: "PZ403-N0010",
        name: "Tow bar kit",
        category: "Towing",
        make: "Toyota",
        models: ["HiLux", "Fortuner"],
        year_from: 2015,
        year_to: 2024,
        price: 1249,
        image: "/demo/parts/tow-bar.svg",
      },
      { part_number: "CARE-1", name: "Car care kit", category: "Care", make: null, models: [], year_from: null, year_to: null, price: null, image: null },
    ]);
  });

  it("reports each bad record with its line and keeps the good ones", () => {
    const text = [
      "part_number,name,make,models,year_from,year_to,price,image",
      "A1,Good part,Toyota,,,,10,",
      "A1,Listed twice,,,,,,",
      "B 2!,Bad number,,,,,,",
      "C3,Bad year,Toyota,,15,,,",
      "D4,Years backwards,Toyota,,2024,2015,,",
      "E5,Bad price,,,,,POA,",
      "F6,Models without make,,HiLux,,,,",
      "G7,Bad image,,,,,,http://example.com/a.png",
      'H8,"unclosed',
    ].join("\n");
    const { parts, errors } = readPartsCatalogue(FILE, text);
    expect(parts.map((part) => part.part_number)).toEqual(["A1"]);
    expect(errors.map((error) => [error.line, error.message])).toEqual([
      [3, "part A1 is listed twice"],
      [4, 'part_number "B 2!" should be 1 to 40 letters, digits, spaces, dots, slashes or hyphens'],
      [5, 'part C3: "15" is not a model year'],
      [6, "part D4: year_from is after year_to"],
      [7, 'part E5: price "POA" should be dollars, e.g. 129.95'],
      [8, "part F6: models need the make they belong to"],
      [9, "part G7: image should be a path on the site (/...) or an https address"],
      [10, "the quoted cell opened on line 10 is never closed"],
    ]);
    expect(errors.every((error) => error.file === FILE)).toBe(true);
  });

  it("names unknown columns and refuses a file without part_number and name", () => {
    const { parts, errors } = readPartsCatalogue(FILE, "sku,title\nA1,Thing\n");
    expect(parts).toEqual([]);
    expect(errors.map((error) => error.message)).toEqual([
      'unknown column "sku" (columns: part_number, name, category, make, models, year_from, year_to, price, image)',
      'unknown column "title" (columns: part_number, name, category, make, models, year_from, year_to, price, image)',
      "the first line names the columns, and must name part_number and name",
    ]);
  });
});
