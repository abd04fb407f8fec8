import { DEFAULT_HIGHLIGHTED, readAttribute, SEARCHABLE_ATTRIBUTES, type AttributeReader } from "../index/attributes.ts";
import { cardOf } from "../index/car-record.ts";
import { highlight, type HighlightResult } from "./highlight.ts";
import type { SearchParams } from "../params/search-params.ts";

export type Hit = Record<string, unknown> & { objectID: string; _highlightResult?: Record<string, unknown> };

/** A hit of a record's attributes: the attributes retrieved and, when any are highlighted, `_highlightResult`. */
export function buildHit(read: AttributeReader, objectID: string, params: SearchParams, queryWords: readonly string[]): Hit {
  const valueOf = (name: string): unknown => readAttribute(read, name);
  const requested = params.attributesToRetrieve;
  const hit = retrieve(read, objectID, valueOf, requested === null || (requested.length === 1 && requested[0] === "*") ? null : requested);
  const highlighted = highlightResult(valueOf, params, queryWords);
  if (highlighted) hit._highlightResult = highlighted;
  return hit;
}

/** `*` is the card listing (minus `-name` exclusions); named attributes may be any field of the record. */
function retrieve(read: AttributeReader, objectID: string, valueOf: (name: string) => unknown, attributes: string[] | null): Hit {
  const hit: Hit = attributes === null || attributes.includes("*") ? (cardOf(read, objectID) as Hit) : { objectID };
  for (const name of attributes ?? []) {
    if (name.startsWith("-")) delete hit[name.slice(1)];
    else if (name !== "*" && !name.includes(".")) {
      const value = valueOf(name);
      if (value !== undefined) hit[name] = value;
    }
  }
  return hit;
}

/** By default the card title's attributes are highlighted, for `*` every searchable one, none when asked for none. */
function highlightResult(valueOf: (name: string) => unknown, params: SearchParams, queryWords: readonly string[]): Record<string, unknown> | null {
  const requested = params.attributesToHighlight;
  const attributes = requested === null ? DEFAULT_HIGHLIGHTED : requested.includes("*") ? SEARCHABLE_ATTRIBUTES : requested;
  if (attributes.length === 0) return null;
  const { highlightPreTag: pre, highlightPostTag: post } = params;
  const result: Record<string, HighlightResult | HighlightResult[]> = {};
  for (const attribute of attributes) {
    const value = valueOf(attribute);
    if (typeof value === "string" || typeof value === "number") result[attribute] = highlight(String(value), queryWords, pre, post);
    else if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      result[attribute] = value.map((item: string) => highlight(item, queryWords, pre, post));
    }
  }
  return result;
}
