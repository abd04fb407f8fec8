/** Plain-English summaries of schema nodes for the block catalogue. */
import type { JsonSchema } from "../../runtime/site/schema-walk.ts";
import { defTypeName, refTarget } from "./schema-files.ts";

export interface Resolver {
  /** The schema a `$ref` points at, or undefined for another file's type. */
  resolve(ref: string): JsonSchema | undefined;
  /** The name of a referenced type. */
  name(ref: string): string;
}

export function localResolver(root: JsonSchema, file: string): Resolver {
  return {
    resolve(ref) {
      if (!ref.startsWith("#/")) return undefined;
      let node: unknown = root;
      for (const token of ref.slice(2).split("/")) node = (node as JsonSchema | undefined)?.[token.replace(/~1/g, "/").replace(/~0/g, "~")];
      return node as JsonSchema | undefined;
    },
    name(ref) {
      const target = ref.startsWith("#") ? { file, pointer: ref.slice(1) } : refTarget(file, ref);
      const key = target.pointer.split("/").pop() ?? "";
      return key ? defTypeName(key, undefined) : (target.file.split(/[\\/]/).pop() ?? ref).replace(/\.schema\.json$/, "");
    },
  };
}

export function describeType(schema: JsonSchema, resolver: Resolver): string {
  if (typeof schema.$ref === "string") return resolver.name(schema.$ref);
  if ("const" in schema) return `the value ${JSON.stringify(schema.const)}`;
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return branches.map((branch) => describeType(branch, resolver)).join(" or ");
  if (Array.isArray(schema.enum)) return unique(schema.enum.map(jsonType)).join(" or ");
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : [];
  if (types.length === 0) return "any";
  return types.map((type) => (type === "array" ? arrayType(schema, resolver) : type)).join(" or ");
}

function arrayType(schema: JsonSchema, resolver: Resolver): string {
  const items = schema.items as JsonSchema | undefined;
  return items ? `list of ${describeType(items, resolver)}` : "list";
}

/** Allowed values and limits: enum members, ranges, lengths, item counts, patterns, formats. */
export function describeLimits(schema: JsonSchema): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(", "));
  if ("const" in schema) parts.push(`\`${JSON.stringify(schema.const)}\``);
  const range = rangeText(schema.minimum, schema.maximum, "");
  if (range) parts.push(range);
  const length = schema.minLength === 1 && schema.maxLength === undefined ? "not empty" : rangeText(schema.minLength, schema.maxLength, " characters");
  if (length) parts.push(length);
  const count = rangeText(schema.minItems, schema.maxItems, " items");
  if (count) parts.push(count);
  if (schema.uniqueItems === true) parts.push("no duplicates");
  if (typeof schema.pattern === "string") parts.push(`matches \`${schema.pattern}\``);
  if (typeof schema.format === "string") parts.push(`a valid ${schema.format}`);
  return parts.join("; ");
}

function rangeText(min: unknown, max: unknown, unit: string): string {
  if (typeof min === "number" && typeof max === "number") return `${min} to ${max}${unit}`;
  if (typeof min === "number") return min === 0 && unit ? "" : `at least ${min}${unit}`;
  if (typeof max === "number") return `at most ${max}${unit}`;
  return "";
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  return typeof value;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
