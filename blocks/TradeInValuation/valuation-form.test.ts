import { describe, expect, it } from "vitest";
import { conditionErrors, contactErrors, EMPTY_FORM, odometerErrors, vehicleErrors } from "./valuation-form.ts";

const now = new Date("2025-06-01T00:00:00Z");
const form = (changes: Partial<typeof EMPTY_FORM>) => ({ ...EMPTY_FORM, ...changes });

describe("valuation form steps", () => {
  it("starts on Queensland", () => {
    expect(EMPTY_FORM.regoState).toBe("qld");
  });

  it("needs a rego, make, model and a year up to next year", () => {
    expect(vehicleErrors(EMPTY_FORM, now)).toEqual({
      rego: "Rego is required.", make: "Make is required.", model: "Model is required.", year: "Year is required.",
    });
    const good = form({ rego: "ABC-123", make: "Mazda", model: "CX-5", year: "2026" });
    expect(vehicleErrors(good, now)).toEqual({});
    expect(vehicleErrors({ ...good, year: "2027", rego: "TOO LONG REGO" }, now)).toEqual({
      rego: "Please enter a valid rego.", year: "Please enter a valid year.",
    });
  });

  it("needs the odometer", () => {
    expect(odometerErrors(EMPTY_FORM)).toEqual({ odometer: "Odometer is required." });
    expect(odometerErrors(form({ odometer: "41,000" }))).toEqual({});
  });

  it("needs every condition question answered", () => {
    const questions = [{ id: "accident", label: "Has the car ever been in an accident?", options: [] }];
    expect(conditionErrors(EMPTY_FORM, questions)).toEqual({ accident: "Please answer: Has the car ever been in an accident?" });
    expect(conditionErrors(form({ answers: { accident: "no" } }), questions)).toEqual({});
  });

  it("checks the contact details with the lead forms' messages", () => {
    expect(contactErrors(form({ postcode: "200" }))).toEqual({
      name: "First Name is required.",
      email: "Email is required.",
      phone: "Phone is required.",
      postcode: "Invalid postcode. Please enter a 4-digit number.",
    });
    const good = form({ name: "Sam", email: "sam@example.com", phone: "0412 345 678", postcode: "2000" });
    expect(contactErrors(good)).toEqual({});
    expect(contactErrors({ ...good, email: "sam@", phone: "12" })).toEqual({
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
    });
  });
});
