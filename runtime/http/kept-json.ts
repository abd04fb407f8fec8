import { randomUUID } from "node:crypto";

/** Values no one can change any more, with their JSON text as it was written once. */
const kept = new WeakMap<object, string>();

/**
 * Where a kept value's JSON goes while the rest is written: a string no page holds, as it differs in every process.
 */
const SLOT = `\u0000kept-json-${randomUUID()}`;
const SLOT_JSON = JSON.stringify(SLOT);

/** Freezes a value and everything in it, so it can be shared between requests: a change throws (ES modules are strict). */
export function freezeDeep<T>(value: T): T {
  // A kept value is frozen all the way down already.
  if (typeof value !== "object" || value === null || kept.has(value)) return value;
  Object.freeze(value);
  for (const entry of Object.values(value)) freezeDeep(entry);
  return value;
}

/**
 * Freezes a value shared between requests and keeps its JSON, so a payload holding it is written without writing it
 * again; values kept before that it holds are written from their kept JSON here too.
 */
export function keepJson<T extends object>(value: T): T {
  return keepJsonText(value, writeJson(value));
}

/** Freezes a value read from JSON text and keeps that text as its JSON: the text it was read from need not be written again. */
export function keepJsonText<T extends object>(value: T, json: string): T {
  kept.set(freezeDeep(value), json);
  return value;
}

/** JSON.stringify of a value, each kept value in it written from its kept JSON. */
export function writeJson(value: unknown): string {
  const found: string[] = [];
  const text = JSON.stringify(value, (_key, entry: unknown) => {
    const json = typeof entry === "object" && entry !== null ? kept.get(entry) : undefined;
    if (json === undefined) return entry;
    found.push(json);
    return SLOT;
  });
  if (found.length === 0) return text;
  let next = 0;
  // The slots come in the order the values were written.
  return text.replaceAll(SLOT_JSON, () => found[next++]!);
}
