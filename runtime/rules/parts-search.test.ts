import { describe, expect, it } from "vitest";
import type { CataloguePart } from "../types/content.ts";
import { catalogueVehicles, fitmentText, fitsVehicle, partPriceText, searchParts } from "./parts-search.ts";

const part = (part_number: string, name: string, fits: Partial<CataloguePart> = {}): CataloguePart => ({
  part_number,
  name,
  category: "Accessories",
  make: null,
  models: [],
  year_from: null,
  year_to: null,
  price: 99,
  image: null,
  ...fits,
});

const catalogue = [
  part("PZ403-N0010", "Tow bar kit", { make: "Toyota", models: ["HiLux"], year_from: 2015, year_to: 2024 }),
  part("08157-0K010", "Nudge bar", { make: "Toyota", models: ["HiLux", "Fortuner"], year_from: 2015 }),
  part("PZ464-00280", "Rubber floor mats", { make: "Toyota", models: ["RAV4"], year_from: 2019 }),
  part("CX5-MAT-01", "Rubber floor mats", { make: "Mazda", models: ["CX-5"] }),
  part("CAR-CARE-KIT", "Car care kit", { category: "Care" }),
  part("TY-BATT-01", "Battery", { make: "Toyota" }),
];
const query = { text: "", make: "", model: "", year: null, page: 1 };

describe("searchParts", () => {
  it("finds parts by every word, in any field, case aside", () => {
    expect(searchParts(catalogue, { ...query, text: "floor MATS" }, 10).parts.map((p) => p.part_number)).toEqual(["PZ464-00280", "CX5-MAT-01"]);
    expect(searchParts(catalogue, { ...query, text: "mats mazda" }, 10).parts.map((p) => p.part_number)).toEqual(["CX5-MAT-01"]);
    expect(searchParts(catalogue, { ...query, text: "care" }, 10).total).toBe(1);
    expect(searchParts(catalogue, { ...query, text: "spoiler" }, 10)).toEqual({ parts: [], total: 0, page: 1, pages: 1 });
  });

  it("finds a part number typed without its hyphens and puts an exact part number first", () => {
    expect(searchParts(catalogue, { ...query, text: "pz40 3n0010" }, 10).parts.map((p) => p.part_number)).toEqual(["PZ403-N0010"]);
    const exact = searchParts([part("X1", "Clip, fits X12"), part("X12", "Clip")], { ...query, text: "x12" }, 10);
    expect(exact.parts.map((p) => p.part_number)).toEqual(["X12", "X1"]);
  });

  it("keeps to the vehicle: its make, model and year, with parts for any vehicle or any model of the make", () => {
    const hilux2016 = searchParts(catalogue, { ...query, make: "toyota", model: "hilux", year: 2016 }, 10);
    expect(hilux2016.parts.map((p) => p.part_number)).toEqual(["PZ403-N0010", "08157-0K010", "CAR-CARE-KIT", "TY-BATT-01"]);
    const hilux2025 = searchParts(catalogue, { ...query, make: "Toyota", model: "HiLux", year: 2025 }, 10);
    expect(hilux2025.parts.map((p) => p.part_number)).toEqual(["08157-0K010", "CAR-CARE-KIT", "TY-BATT-01"]);
    expect(fitsVehicle(catalogue[2]!, { make: "Toyota", model: "RAV4", year: 2018 })).toBe(false);
    expect(fitsVehicle(catalogue[3]!, { make: "Toyota", model: "", year: null })).toBe(false);
  });

  it("pages the results, a page past the last showing the last", () => {
    const many = Array.from({ length: 25 }, (_, i) => part(`P${i + 1}`, `Part ${i + 1}`));
    expect(searchParts(many, { ...query, page: 2 }, 12)).toMatchObject({ total: 25, page: 2, pages: 3 });
    expect(searchParts(many, { ...query, page: 2 }, 12).parts[0]!.part_number).toBe("P13");
    expect(searchParts(many, { ...query, page: 9 }, 12)).toMatchObject({ page: 3, parts: [{ part_number: "P25" }] });
    expect(searchParts(many, { ...query, page: 0 }, 12).page).toBe(1);
  });
});

describe("catalogueVehicles and fitmentText", () => {
  it("lists each make once with its models, sorted", () => {
    expect(catalogueVehicles(catalogue)).toEqual([
      { make: "Mazda", models: ["CX-5"] },
      { make: "Toyota", models: ["Fortuner", "HiLux", "RAV4"] },
    ]);
  });

  it("says what a part fits", () => {
    expect(catalogue.map(fitmentText)).toEqual([
      "Toyota HiLux 2015-2024",
      "Toyota HiLux, Fortuner 2015 on",
      "Toyota RAV4 2019 on",
      "Mazda CX-5",
      "All vehicles",
      "Toyota (all models)",
    ]);
  });
});

describe("partPriceText", () => {
  it("shows dollars and cents, or that the price is on request", () => {
    expect([partPriceText(1249), partPriceText(39.95), partPriceText(null)]).toEqual(["$1,249.00", "$39.95", "Price on request"]);
  });
});
