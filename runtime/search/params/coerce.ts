import { SearchError } from "../search-error.ts";
import type { FilterArray } from "../filters/parse-filter-arrays.ts";

// Values from the legacy `params` string arrive as strings; inline v5 values arrive typed. Both go through here.

export function integerParam(name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null || value === "") return fallback;
  const number = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < min || number > max) {
    throw new SearchError(400, `${name} must be an integer between ${min} and ${max}`);
  }
  return number;
}

export function stringParam(name: string, value: unknown, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "string") throw new SearchError(400, `${name} must be a string`);
  return value;
}

export function booleanParam(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === "") return fallback;
  if (value === true || value === "true" || value === "1" || value === 1) return true;
  if (value === false || value === "false" || value === "0" || value === 0) return false;
  throw new SearchError(400, `${name} must be a boolean`);
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SearchError(400, `${name} is not valid JSON`);
  }
}

/** An array of strings, also accepted JSON-encoded or comma-separated; null when absent. */
export function listParam(name: string, value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  const list = typeof value === "string"
    ? value.trim().startsWith("[") ? parseJson(name, value) : value.split(",").map((item) => item.trim()).filter(Boolean)
    : value;
  if (!Array.isArray(list) || list.some((item) => typeof item !== "string")) {
    throw new SearchError(400, `${name} must be an array of strings`);
  }
  return list as string[];
}

/** facetFilters, numericFilters, tagFilters: arrays (possibly JSON-encoded) or one filter string. */
export function filterArrayParam(name: string, value: unknown): FilterArray | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string") return value.trim().startsWith("[") ? (parseJson(name, value) as FilterArray) : value;
  if (!Array.isArray(value)) throw new SearchError(400, `${name} must be an array`);
  return value as FilterArray;
}
