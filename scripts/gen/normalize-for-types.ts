/**
 * Prepares a copy of a schema for json-schema-to-typescript so the types describe a document
 * AFTER defaults are applied, and type names stay the schema's type names:
 * - every property with a `default` becomes required, since validation fills it in (except inside
 *   anyOf/oneOf/not/if, where ajv applies no defaults);
 * - the root is named `rootName`, each `$defs` entry by its type name;
 * - other titles (editor labels such as "Dealer name") are dropped unless they are PascalCase
 *   names of object types, so they do not turn into stray type aliases;
 * - a `$ref` with siblings is wrapped in `allOf`, so the referenced type is not copied under a new name.
 */
import { mapSchema, type JsonSchema } from "../../runtime/site/schema-walk.ts";
import { defTypeName, isTypeName } from "./schema-files.ts";

const COMPOSITE = /\/(anyOf|oneOf)\/[0-9]+|(?<!\/properties)\/(not|if)(\/|$)/;
const DROPPED = ["$id", "$schema", "$comment", "examples", "discriminator"];

export function normalizeForTypes(schema: JsonSchema, rootName: string): JsonSchema {
  return mapSchema(schema, (node, pointer) => {
    for (const key of DROPPED) delete node[key];
    nameNode(node, pointer, rootName);
    if (!COMPOSITE.test(pointer)) requireDefaulted(node);
    return wrapRef(node);
  }) as JsonSchema;
}

function nameNode(node: JsonSchema, pointer: string, rootName: string): void {
  const def = /\/\$defs\/([^/]+)$/.exec(pointer);
  if (pointer === "") node.title = rootName;
  else if (def) node.title = defTypeName(def[1]!.replace(/~1/g, "/").replace(/~0/g, "~"), node);
  else if (!(typeof node.title === "string" && isTypeName(node.title) && isObjectSchema(node))) delete node.title;
}

function isObjectSchema(node: JsonSchema): boolean {
  return "properties" in node || node.type === "object" || (Array.isArray(node.type) && node.type.includes("object"));
}

function requireDefaulted(node: JsonSchema): void {
  const properties = node.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return;
  const required = Array.isArray(node.required) ? [...(node.required as string[])] : [];
  for (const [name, property] of Object.entries(properties)) {
    if (property.default !== undefined && !required.includes(name)) required.push(name);
  }
  if (required.length > 0) node.required = required;
}

function wrapRef(node: JsonSchema): JsonSchema {
  if (typeof node.$ref !== "string" || Object.keys(node).length === 1) return node;
  const wrapped: JsonSchema = { allOf: [{ $ref: node.$ref }] };
  if (node.description !== undefined) wrapped.description = node.description;
  if (node.default !== undefined) wrapped.default = node.default;
  return wrapped;
}
