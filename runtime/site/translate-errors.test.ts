import { describe, expect, it } from "vitest";
import { createAjv } from "./create-ajv.ts";
import { translateErrors } from "./translate-errors.ts";

const schema = {
  type: "object",
  additionalProperties: false,
  properties: {
    image: {
      anyOf: [
        { type: "null" },
        { type: "object", required: ["src"], properties: { src: { type: "string" } } },
      ],
    },
    count: { type: "integer", minimum: 1, maximum: 5 },
    tags: { type: "array", items: { type: "string" }, maxItems: 2, uniqueItems: true },
    name: { type: "string", minLength: 1 },
    slug: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
    when: { type: "string", format: "date" },
  },
};
const validate = createAjv({ useDefaults: false }).compile(schema);

function problems(data: unknown) {
  expect(validate(data)).toBe(false);
  return translateErrors(validate.errors ?? [], data);
}

describe("translateErrors", () => {
  it("says which types an anyOf accepts when the value has none of them", () => {
    expect(problems({ image: "hero.jpg" })).toEqual([
      { pointer: "/image", at: "value", message: 'expected null or an object, got a string ("hero.jpg")' },
    ]);
  });

  it("reports only the matching alternative's errors when the value has its type", () => {
    expect(problems({ image: { alt: "" } })).toEqual([{ pointer: "/image", at: "value", message: 'missing required property "src"' }]);
  });

  it("words limits in plain English", () => {
    expect(problems({ count: 0, tags: ["a", "b", "a"], name: "" }).map((p) => p.message)).toEqual([
      "must be at least 1 (got 0)",
      "must have at most 2 items (has 3)",
      "must not repeat items (items 0 and 2 are the same)",
      "must not be empty",
    ]);
    expect(problems({ count: 6 })[0]!.message).toBe("must be at most 5 (got 6)");
    expect(problems({ count: 2.5 })[0]!.message).toBe("expected a whole number, got a number (2.5)");
  });

  it("explains known patterns and formats", () => {
    expect(problems({ slug: "Harbour Motors", when: "31/12/2025" }).map((p) => p.message)).toEqual([
      '"Harbour Motors" must be lowercase letters and digits, words joined by single hyphens (e.g. harbour-motors)',
      '"31/12/2025" is not a valid date',
    ]);
  });

  it("points an unknown property at its key and lists the allowed ones", () => {
    expect(problems({ colour: "red" })).toEqual([
      { pointer: "/colour", at: "key", message: 'unknown property "colour"; allowed properties: image, count, tags, name, slug, when' },
    ]);
  });
});
