/** A small, complete set of schema sources for the gen tests, under a pretend repository root. */
import type { SiteSchemaSources } from "./schema-files.ts";

export const ROOT = "/repo";

export function testSources(): SiteSchemaSources {
  return {
    document: {
      file: `${ROOT}/schemas/site-document.json`,
      schema: {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        $id: "site-document.json",
        title: "Site",
        description: "A dealer site.",
        type: "object",
        additionalProperties: false,
        required: ["slug", "pages"],
        properties: {
          slug: { title: "Slug", description: "The site's identifier.", type: "string" },
          locations: { type: "array", items: { $ref: "location.schema.json" }, default: [] },
          texts: { $ref: "#/$defs/Texts", default: {} },
          pages: {
            type: "object",
            additionalProperties: { $ref: "#/$defs/Page" },
            required: ["not-found"],
          },
        },
        $defs: {
          Texts: {
            title: "Site texts",
            type: "object",
            additionalProperties: false,
            properties: { no_price: { type: "string", default: "Enquire for price." } },
          },
          Page: {
            title: "Page",
            type: "object",
            additionalProperties: false,
            required: ["title"],
            properties: {
              title: { type: "string" },
              blocks: { type: "array", items: { $ref: "#/$defs/block" }, default: [] },
            },
          },
          block: { type: "object", required: ["type"] },
        },
      },
    },
    fragments: [
      {
        file: `${ROOT}/schemas/site/vehicle-page.json`,
        schema: {
          $schema: "https://json-schema.org/draft/2020-12/schema",
          title: "VehiclePageOptions",
          type: "object",
          default: {},
          additionalProperties: false,
          properties: { hours: { $ref: "../location.schema.json#/$defs/OpeningHoursEntry" }, sticky: { type: "integer", default: 500 } },
        },
      },
    ],
    blocks: [
      {
        name: "Hero",
        children: [],
        file: `${ROOT}/blocks/Hero/schema.json`,
        schema: {
          $schema: "https://json-schema.org/draft/2020-12/schema",
          title: "Hero banner",
          description: "A banner.",
          type: "object",
          additionalProperties: false,
          required: ["heading"],
          properties: {
            heading: { type: "string", description: "The h1." },
            tone: { type: "string", enum: ["primary", "accent"], default: "primary", description: "Colour." },
            cta: { $ref: "#/$defs/Cta" },
          },
          $defs: { Cta: { type: "object", properties: { href: { type: "string" } } } },
        },
      },
    ],
    entities: [
      {
        file: `${ROOT}/schemas/location.schema.json`,
        schema: {
          $schema: "https://json-schema.org/draft/2020-12/schema",
          $id: "location.schema.json",
          title: "Location",
          type: "object",
          additionalProperties: false,
          required: ["id"],
          properties: {
            id: { type: "integer" },
            hours: { type: "array", items: { $ref: "#/$defs/OpeningHoursEntry" } },
            visible: { type: "boolean", default: true },
          },
          $defs: {
            OpeningHoursEntry: {
              title: "Opening hours entry",
              type: "object",
              properties: { weekday: { type: "integer", minimum: 0, maximum: 6 } },
            },
          },
        },
      },
      {
        file: `${ROOT}/schemas/review.schema.json`,
        schema: { $id: "review.schema.json", title: "Review", type: "object", properties: { rating: { type: "number" } } },
      },
    ],
  };
}
