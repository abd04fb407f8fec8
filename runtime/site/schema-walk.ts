/**
 * Keyword-aware traversal of a JSON Schema: only subschemas are visited, never the values of
 * `default`, `examples`, `const` or `enum`, and property names are never mistaken for keywords.
 */
import { escapePointerToken } from "./json-pointer.ts";
import { isJsonObject } from "./merge-patch.ts";

export type JsonSchema = Record<string, unknown>;

const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
const SCHEMA_VALUES = new Set([
  "items",
  "additionalItems",
  "additionalProperties",
  "unevaluatedItems",
  "unevaluatedProperties",
  "propertyNames",
  "contains",
  "not",
  "if",
  "then",
  "else",
]);

/**
 * Rebuilds a schema bottom-up: `visit` receives each subschema (already rebuilt below it) with the
 * JSON pointer of its place in the input, and returns the node to keep. Inputs are never mutated.
 */
export function mapSchema(
  schema: unknown,
  visit: (node: JsonSchema, pointer: string) => unknown,
  pointer = "",
): unknown {
  if (!isJsonObject(schema)) return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    const at = `${pointer}/${key}`;
    if (SCHEMA_MAPS.has(key) && isJsonObject(value)) {
      const map: JsonSchema = {};
      for (const [name, sub] of Object.entries(value)) map[name] = mapSchema(sub, visit, `${at}/${escapePointerToken(name)}`);
      copy[key] = map;
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      copy[key] = value.map((sub, index) => mapSchema(sub, visit, `${at}/${index}`));
    } else if (SCHEMA_VALUES.has(key)) {
      copy[key] = mapSchema(value, visit, at);
    } else {
      copy[key] = structuredClone(value);
    }
  }
  return visit(copy, pointer);
}

