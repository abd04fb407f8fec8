import { describe, expect, it } from "vitest";
import { fieldMessage, POSTCODE_MESSAGE } from "./error-messages.ts";
import { SERVICE_KEY_PREFIX } from "./option-fields.ts";

const terms = "* You must agree to the terms of use before submitting the form.";

describe("fieldMessage", () => {
  it("gives the spec's postcode message for every postcode problem", () => {
    for (const keyword of ["required", "pattern", "maxLength", "minLength", "type"]) {
      expect(fieldMessage({ field: "postcode", keyword }, terms)).toBe("Invalid postcode. Please enter a 4-digit number.");
    }
    expect(POSTCODE_MESSAGE).toBe("Invalid postcode. Please enter a 4-digit number.");
  });

  it("gives the site's terms wording", () => {
    expect(fieldMessage({ field: "terms_conditions", keyword: "required" }, terms)).toBe(terms);
    expect(
      fieldMessage({ field: "terms_conditions", keyword: "const" }, "*You must agree to the terms of use before submitting."),
    ).toBe("*You must agree to the terms of use before submitting.");
  });

  it("names other fields by their label", () => {
    expect(fieldMessage({ field: "name", keyword: "required", title: "First Name" }, terms)).toBe("First Name is required.");
    expect(fieldMessage({ field: "dealership_slug", keyword: "required", title: "Select a Preferred Dealership" }, terms)).toBe(
      "Please select a Preferred Dealership.",
    );
    expect(fieldMessage({ field: "email", keyword: "format" }, terms)).toBe("Please enter a valid email address.");
    expect(fieldMessage({ field: "Rego", keyword: "pattern", title: "Rego - Helps us better assist your enquiry" }, terms)).toBe(
      "Please enter a valid rego.",
    );
    expect(fieldMessage({ field: "message", keyword: "maxLength", title: "Comments", params: { limit: 5000 } }, terms)).toBe(
      "Comments must be at most 5000 characters.",
    );
  });

  it("asks for an answer to an unanswered question", () => {
    const title = "Has the car ever been in an accident?";
    expect(fieldMessage({ field: "answer__accident", keyword: "required", title }, terms)).toBe(`Please answer: ${title}`);
    expect(fieldMessage({ field: "answer__accident", keyword: "oneOf", title }, terms)).toBe(`Please answer: ${title}`);
  });

  it("asks for an answer to any field that asks a question, and words its other problems as usual", () => {
    const title = "Do you have a car to trade in?";
    expect(fieldMessage({ field: `${SERVICE_KEY_PREFIX}trade_in`, keyword: "enum", title }, terms)).toBe(`Please answer: ${title}`);
    expect(fieldMessage({ field: `${SERVICE_KEY_PREFIX}trade_in`, keyword: "required", title }, terms)).toBe(`Please answer: ${title}`);
    expect(fieldMessage({ field: "question", keyword: "maxLength", title: "Anything else?", params: { limit: 500 } }, terms))
      .toBe("Anything else? must be at most 500 characters.");
  });
});
