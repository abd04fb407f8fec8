import { describe, expect, it } from "vitest";
import { createAjv } from "../../runtime/site/create-ajv.ts";
import { composeSiteSchema } from "./compose-site-schema.ts";
import { testSources } from "./test-sources.ts";

type Schema = Record<string, any>;

describe("composeSiteSchema", () => {
  const site = composeSiteSchema(testSources(), "site") as Schema;

  it("adds each fragment as a top-level section named after its file", () => {
    expect(site.properties.vehicle_page).toMatchObject({ title: "VehiclePageOptions", default: {} });
    expect(site.properties.vehicle_page.$schema).toBeUndefined();
  });

  it("wraps each block schema as $defs/block_<Name> behind a type discriminator", () => {
    expect(site.$defs.block).toEqual({
      title: "Block",
      description: expect.any(String),
      type: "object",
      required: ["type"],
      discriminator: { propertyName: "type" },
      oneOf: [{ $ref: "#/$defs/block_Hero" }],
    });
    expect(site.$defs.block_Hero).toMatchObject({
      type: "object",
      required: ["type"],
      additionalProperties: false,
      properties: { type: { const: "Hero" }, id: { type: "string" }, props: { title: "Hero banner", default: {} } },
    });
  });

  it("rewrites local references of an embedded schema to its new place", () => {
    expect(site.$defs.block_Hero.properties.props.properties.cta).toEqual({ $ref: "#/$defs/block_Hero/properties/props/$defs/Cta" });
  });

  it("bundles only the entity schemas it references, under their type names", () => {
    expect(Object.keys(site.$defs)).toContain("Location");
    expect(Object.keys(site.$defs)).not.toContain("Review");
    expect(site.properties.locations.items).toEqual({ $ref: "#/$defs/Location" });
    expect(site.properties.vehicle_page.properties.hours).toEqual({ $ref: "#/$defs/Location/$defs/OpeningHoursEntry" });
    expect(site.$defs.Location.$id).toBeUndefined();
    expect(site.$defs.Location.properties.hours.items).toEqual({ $ref: "#/$defs/Location/$defs/OpeningHoursEntry" });
  });

  it("validates blocks by type with defaults applied", () => {
    const validate = createAjv({ useDefaults: true }).compile(site);
    const doc = { slug: "a", pages: { "not-found": { title: "Not found", blocks: [{ type: "Hero", props: { heading: "Hi" } }] } } };
    expect(validate(doc)).toBe(true);
    expect(doc.pages["not-found"].blocks[0]).toEqual({ type: "Hero", props: { heading: "Hi", tone: "primary" } });
    expect(validate({ slug: "a", pages: { "not-found": { title: "x", blocks: [{ type: "Nope" }] } } })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: "discriminator", params: { tagValue: "Nope" } });
  });

  it("requires nothing at the root of the template schema", () => {
    const template = composeSiteSchema(testSources(), "template") as Schema;
    expect(template.$id).toBe("site-template.schema.json");
    expect(template.required).toBeUndefined();
    expect(template.properties.pages.required).toBeUndefined();
    expect(createAjv({ useDefaults: false }).compile(template)({ pages: { home: { title: "Home" } } })).toBe(true);
  });

  it("refuses a reference to a file that is not an entity schema", () => {
    const sources = testSources();
    sources.blocks[0]!.schema.properties = { x: { $ref: "../Other/schema.json" } };
    expect(() => composeSiteSchema(sources, "site")).toThrow(/does not point at an entity schema/);
  });
});
