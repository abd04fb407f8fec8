import { describe, expect, it } from "vitest";
import { createAjv } from "../site/create-ajv.ts";
import schema from "../../schemas/site/search.json" with { type: "json" };

const validate = createAjv({ useDefaults: true }).compile(schema);

describe("the site document's search section (schemas/site/search.json)", () => {
  it("defaults to the embedded service on Car_production", () => {
    const section = {};
    expect(validate(section)).toBe(true);
    expect(section).toEqual({ host: null, app_id: "forecourt", public_key: null, write_key_env: null, index: "Car_production", price_ascending_excludes_zero: false });
  });

  it("takes a hosted service's settings", () => {
    expect(validate({ host: "XYZ-dsn.algolia.net", app_id: "XYZ", public_key: "search-only-key", write_key_env: "XYZ_WRITE_KEY", index: "Cars_live", price_ascending_excludes_zero: true })).toBe(true);
  });

  it("refuses unknown options and malformed values", () => {
    expect(validate({ hosts: [] })).toBe(false);
    expect(validate({ index: "Car production" })).toBe(false);
    expect(validate({ app_id: "" })).toBe(false);
    expect(validate({ public_key: 42 })).toBe(false);
    // A variable's name, never the key itself.
    expect(validate({ write_key_env: "sk_live_1234" })).toBe(false);
  });

  it("gives every option a title and a description", () => {
    for (const [name, option] of Object.entries(schema.properties)) {
      expect(option.title, name).toBeTruthy();
      expect(option.description, name).toBeTruthy();
    }
  });
});
