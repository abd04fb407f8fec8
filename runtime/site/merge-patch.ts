/**
 * JSON Merge Patch (RFC 7396), used to apply a site over its template chain.
 * Pure: the result shares no object or array with either input, so every merged site can be
 * mutated (schema defaults) or frozen on its own.
 */
import { setMember } from "./set-member.ts";

type JsonObject = Record<string, unknown>;

export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isJsonObject(patch)) return cloneJson(patch);
  const result: JsonObject = {};
  const base = isJsonObject(target) ? target : {};
  // Keys keep the target's order; keys new in the patch follow.
  for (const key of Object.keys(base)) {
    if (!Object.hasOwn(patch, key)) setMember(result, key, cloneJson(base[key]));
    else if (patch[key] !== null) setMember(result, key, mergePatch(base[key], patch[key]));
  }
  for (const key of Object.keys(patch)) {
    if (!Object.hasOwn(base, key) && patch[key] !== null) setMember(result, key, mergePatch(undefined, patch[key]));
  }
  return result;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  if (!isJsonObject(value)) return value;
  const copy: JsonObject = {};
  for (const key of Object.keys(value)) setMember(copy, key, cloneJson(value[key]));
  return copy as T;
}
