import { describe, expect, it } from "vitest";
import { normalizeForTypes } from "./normalize-for-types.ts";

describe("normalizeForTypes", () => {
  const schema = {
    $id: "x.json",
    title: "Whatever",
    type: "object",
    required: ["slug"],
    properties: {
      slug: { title: "Slug", type: "string" },
      count: { title: "Number of cars", type: "integer", default: 400 },
      theme: { $ref: "#/$defs/ThemeColors", description: "The palette.", default: {} },
      image: {
        anyOf: [{ type: "null" }, { title: "HeroImage", type: "object", properties: { width: { type: "integer", default: 1 } } }],
        default: null,
      },
    },
    $defs: { ThemeColors: { title: "Theme colours", type: "object", properties: {} } },
  };
  const normalized = normalizeForTypes(schema, "Site") as Record<string, any>;

  it("makes every defaulted property required, since validation fills it in", () => {
    expect(normalized.required).toEqual(["slug", "count", "theme", "image"]);
  });

  it("leaves defaults inside anyOf optional: ajv does not apply them there", () => {
    expect(normalized.properties.image.anyOf[1].required).toBeUndefined();
  });

  it("names the root and the $defs, and drops editor labels", () => {
    expect(normalized.title).toBe("Site");
    expect(normalized.$id).toBeUndefined();
    expect(normalized.$defs.ThemeColors.title).toBe("ThemeColors");
    expect(normalized.properties.slug.title).toBeUndefined();
    expect(normalized.properties.count.title).toBeUndefined();
    expect(normalized.properties.image.anyOf[1].title).toBe("HeroImage");
  });

  it("wraps a $ref with siblings so the referenced type is not copied", () => {
    expect(normalized.properties.theme).toEqual({ allOf: [{ $ref: "#/$defs/ThemeColors" }], description: "The palette.", default: {} });
  });
});
