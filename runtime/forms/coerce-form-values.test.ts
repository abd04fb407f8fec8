import { describe, expect, it } from "vitest";
import { coerceFormValues, readWholeNumber } from "./coerce-form-values.ts";
import { sellYourCarForm } from "./lead-form-definitions.ts";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";

describe("coerceFormValues (no-JavaScript posts)", () => {
  it("types the posted text by the form's schema", () => {
    const form = sellYourCarForm({ site: testSite({ terms: { required: true } }), car: null });
    const posted = new URLSearchParams({
      name: "Ada",
      kms: "120,500 kms",
      asking_price: "$15,000",
      vehicle_year: "2019",
      terms_conditions: "true",
      message: "",
      unknown: "x",
    });
    expect(coerceFormValues(posted, form)).toEqual({
      name: "Ada",
      kms: 120500,
      asking_price: 15000,
      vehicle_year: 2019,
      terms_conditions: true,
    });
  });

  it("keeps unreadable numbers as text so validation names the field", () => {
    const form = sellYourCarForm({ site: testSite(), car: null });
    expect(coerceFormValues(new URLSearchParams({ kms: "lots" }), form)).toEqual({ kms: "lots" });
  });
});

describe("readWholeNumber", () => {
  it("reads $ prefixes, thousands separators and kms suffixes", () => {
    expect(readWholeNumber("$70,000")).toBe(70000);
    expect(readWholeNumber("1,234 kms")).toBe(1234);
    expect(readWholeNumber(" 42 ")).toBe(42);
    expect(readWholeNumber("4.5")).toBeNull();
    expect(readWholeNumber("")).toBeNull();
  });
});
