/**
 * Turns ajv's errors into plain-English problems, each with the JSON pointer it is about and
 * whether to point at the value or at the property name (unknown properties).
 */
import type { ErrorObject } from "ajv/dist/2020.js";
import { describeValue, quote, typeList, typesOf } from "./describe-value.ts";
import { describePattern } from "./friendly-patterns.ts";
import { childPointer, pointerTokens } from "./json-pointer.ts";
import { collapseAlternatives } from "./collapse-alternatives.ts";
import { limitMessage } from "./limit-messages.ts";

export interface Problem {
  pointer: string;
  /** "key": the problem is the property's name itself (point at the key, not the value). */
  at: "value" | "key";
  message: string;
}

type Schema = Record<string, unknown>;

export function translateErrors(errors: readonly ErrorObject[], data: unknown): Problem[] {
  const { kept, merged } = collapseAlternatives(errors);
  const missingTags = new Set(
    kept.filter((e) => e.keyword === "required" && e.params.missingProperty === "type").map((e) => e.instancePath),
  );
  const problems: Problem[] = [...merged];
  for (const error of kept) {
    if (error.keyword === "discriminator" && missingTags.has(error.instancePath)) continue;
    const problem = translate(error, data);
    if (problem) problems.push(problem);
  }
  return unique(problems);
}

function translate(error: ErrorObject, data: unknown): Problem | null {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const parentSchema = (error.parentSchema ?? {}) as Schema;
  const value = error.data;
  switch (error.keyword) {
    case "type":
      return { pointer: at, at: "value", message: `expected ${typeList(typesOf(params.type))}, got ${describeValue(value)}` };
    case "required":
      return { pointer: at, at: "value", message: missingMessage(at, String(params.missingProperty), data) };
    case "additionalProperties":
      return unknownProperty(at, String(params.additionalProperty), parentSchema, data);
    case "enum":
      return { pointer: at, at: "value", message: `must be one of ${(error.schema as unknown[]).map(quote).join(", ")} (got ${quote(value)})` };
    case "const":
      return { pointer: at, at: "value", message: `must be ${quote(params.allowedValue)} (got ${quote(value)})` };
    case "discriminator":
      return unknownBlockType(at, params, parentSchema);
    case "pattern":
      return patternProblem(error, String(params.pattern));
    case "propertyNames":
      return null;
    case "format":
      return { pointer: at, at: "value", message: `${quote(value)} is not a valid ${String(params.format)}` };
    default:
      return { pointer: at, at: "value", message: limitMessage(error.keyword, params, value) ?? `${error.message ?? "is not valid"}` };
  }
}

function missingMessage(at: string, property: string, data: unknown): string {
  const block = blockAt(at, data);
  if (block) return `block ${block} is missing required prop "${property}"`;
  return `missing required property "${property}"`;
}

function unknownProperty(at: string, property: string, parentSchema: Schema, data: unknown): Problem {
  const allowed = Object.keys((parentSchema.properties ?? {}) as Schema);
  const block = blockAt(at, data);
  const list = allowed.length > 0 ? allowed.join(", ") : "none";
  const message = block
    ? `unknown prop "${property}" for block ${block}; allowed props: ${list}`
    : `unknown property "${property}"; allowed properties: ${list}`;
  return { pointer: childPointer(at, property), at: "key", message };
}

function unknownBlockType(at: string, params: Record<string, unknown>, parentSchema: Schema): Problem {
  const known = ((parentSchema.oneOf ?? []) as Schema[])
    .map((branch) => String(branch.$ref ?? "").replace(/^.*\/block_/, ""))
    .filter(Boolean)
    .sort();
  const value = params.tagValue;
  const message =
    params.error === "mapping"
      ? `unknown block type ${quote(value)}; known block types: ${known.join(", ")}`
      : `block type must be a string naming a block; known block types: ${known.join(", ")}`;
  return { pointer: childPointer(at, "type"), at: "value", message };
}

function patternProblem(error: ErrorObject, pattern: string): Problem {
  const name = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (name === undefined) {
    return { pointer: error.instancePath, at: "value", message: `${quote(error.data)} must be ${describePattern(pattern)}` };
  }
  const what = error.instancePath === "/routes" ? "route pattern" : error.instancePath === "/pages" ? "page id" : "property name";
  return { pointer: childPointer(error.instancePath, name), at: "key", message: `${what} ${quote(name)} must be ${describePattern(pattern)}` };
}

/** The block type when `pointer` is a block's props object (…/blocks/N/props, /layout/before/N/props). */
function blockAt(pointer: string, data: unknown): string | null {
  const tokens = pointerTokens(pointer);
  if (tokens.at(-1) !== "props" || tokens.length < 3) return null;
  let node: unknown = data;
  for (const token of tokens.slice(0, -1)) node = (node as Record<string, unknown> | undefined)?.[token];
  const type = (node as Record<string, unknown> | undefined)?.type;
  return typeof type === "string" ? type : null;
}

function unique(problems: Problem[]): Problem[] {
  const byKey = new Map(problems.map((problem) => [`${problem.pointer}\u0000${problem.at}\u0000${problem.message}`, problem]));
  return [...byKey.values()];
}
