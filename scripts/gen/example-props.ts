/** An example props object for the block catalogue: the schema's own example, else one built from it. */
import type { JsonSchema } from "../../runtime/site/schema-walk.ts";
import type { Resolver } from "./describe-schema.ts";

export function exampleProps(schema: JsonSchema, resolver: Resolver): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  return exampleValue(schema, resolver, 0);
}

function exampleValue(schema: JsonSchema, resolver: Resolver, depth: number): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined && depth > 0) return schema.default;
  if (typeof schema.$ref === "string") {
    const target = resolver.resolve(schema.$ref);
    return target && depth < 6 ? exampleValue(target, resolver, depth + 1) : {};
  }
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) {
    const branch = branches.find((candidate) => candidate.type !== "null") ?? branches[0];
    return branch ? exampleValue(branch, resolver, depth + 1) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object" || schema.properties) return exampleObject(schema, resolver, depth);
  if (type === "array") {
    const items = schema.items as JsonSchema | undefined;
    const count = typeof schema.minItems === "number" ? Math.max(1, schema.minItems) : 1;
    return items && depth < 6 ? Array.from({ length: count }, () => exampleValue(items, resolver, depth + 1)) : [];
  }
  if (type === "integer" || type === "number") return typeof schema.minimum === "number" ? schema.minimum : 1;
  if (type === "boolean") return true;
  if (type === "string") return schema.format === "uri" ? "https://example.com.au/" : "Example text";
  return null;
}

function exampleObject(schema: JsonSchema, resolver: Resolver, depth: number): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const example: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const hasExample = Array.isArray(property.examples) && property.examples.length > 0;
    if (!hasExample && !required.has(name) && property.default === undefined) continue;
    example[name] = exampleValue(property, resolver, depth + 1);
  }
  return example;
}
