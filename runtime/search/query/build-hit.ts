import { DEFAULT_HIGHLIGHTED, SEARCHABLE_ATTRIBUTES } from "../index/attributes.ts";
import { listingOf, recordValue, type SearchRecord } from "../index/car-record.ts";
import { highlight, type HighlightResult } from "./highlight.ts";
import type { HitTexts } from "./hit-texts.ts";
import { addCounted, type JsonText } from "./json-text.ts";
import type { SearchParams } from "../params/search-params.ts";

export type Hit = Record<string, unknown> & { objectID: string; _highlightResult?: Record<string, unknown> };

/** What a request retrieves of its hits, worked out once per request, and where their texts are kept. */
export interface Retrieval {
  texts: HitTexts;
  /** null: every retrievable attribute. */
  attributes: string[] | null;
  /** The attribute list's key (see keyOf), null with the attributes. */
  attributesKey: string | null;
}

export function retrievalOf(params: SearchParams, texts: HitTexts): Retrieval {
  const requested = params.attributesToRetrieve;
  const attributes = requested === null || (requested.length === 1 && requested[0] === "*") ? null : requested;
  return { texts, attributes, attributesKey: attributes && keyOf(attributes) };
}

/**
 * A hit before it is written out: as objects for the in-process client, as JSON text over HTTP, where the
 * texts cached by slot spare serialising the same listing on every request.
 */
export interface PreparedHit {
  record: SearchRecord;
  slot: number;
  retrieval: Retrieval;
  highlightResult: Record<string, unknown> | null;
  /** The highlight's JSON when it is already known. */
  highlightJson: string | null;
}

/** A hit of the record in `slot`. */
export function prepareHit(record: SearchRecord, slot: number, retrieval: Retrieval, params: SearchParams, queryWords: readonly string[]): PreparedHit {
  if (queryWords.length === 0 && params.attributesToHighlight === null) {
    // Nothing to highlight: the same for every empty query, so made once per record (no tags get inserted).
    record.plainHighlight ??= plainHighlight(record, params);
    const { result, json } = record.plainHighlight;
    return { record, slot, retrieval, highlightResult: result, highlightJson: json };
  }
  return { record, slot, retrieval, highlightResult: highlightResult(record, params, queryWords), highlightJson: null };
}

function plainHighlight(record: SearchRecord, params: SearchParams): NonNullable<SearchRecord["plainHighlight"]> {
  const result = highlightResult(record, params, [])!;
  return { result, json: JSON.stringify(result) };
}

/** A hit object of its own: callers (InstantSearch escapes highlights in place) may change it freely. */
export function hitObject(prepared: PreparedHit): Hit {
  const hit = retrieve(prepared.record, prepared.retrieval.attributes);
  if (prepared.highlightJson) hit._highlightResult = JSON.parse(prepared.highlightJson);
  else if (prepared.highlightResult) hit._highlightResult = prepared.highlightResult;
  return hit;
}

/** Adds a hit's JSON to an answer: its kept text, and its highlight when it has one. */
export function writeHit(out: JsonText, prepared: PreparedHit): void {
  const { texts, attributes, attributesKey } = prepared.retrieval;
  if (!prepared.highlightResult) return texts.addText(out, prepared.slot, prepared.record, attributes, attributesKey);
  const body = texts.textOf(prepared.slot, prepared.record, attributes, attributesKey);
  const bodyBytes = texts.bytesOf(prepared.slot, attributesKey);
  const highlight = prepared.highlightJson ?? JSON.stringify(prepared.highlightResult);
  // The body's closing brace makes way for the highlight's field, which ends with one.
  addCounted(out, `${body.slice(0, -1)}${HIGHLIGHT_FIELD}${highlight}}`, bodyBytes + HIGHLIGHT_FIELD.length + Buffer.byteLength(highlight));
}

const HIGHLIGHT_FIELD = ',"_highlightResult":';

/** The key of a request's attribute list, made once per list rather than once per hit. */
const attributeKeys = new WeakMap<string[], string>();
/**
 * One string per distinct key, so finding a list's cached texts compares references: every request parses its
 * own copy of the same long list.
 */
const sameKeys = new Map<string, string>();

function keyOf(attributes: string[]): string {
  let key = attributeKeys.get(attributes);
  if (key !== undefined) return key;
  const text = attributes.join(",");
  key = sameKeys.get(text);
  if (key === undefined) {
    if (sameKeys.size >= 256) sameKeys.clear();
    sameKeys.set(text, (key = text));
  }
  attributeKeys.set(attributes, key);
  return key;
}

/** `*` is the card listing (minus `-name` exclusions); named attributes may be any field of the record. */
export function retrieve(record: SearchRecord, attributes: string[] | null): Hit {
  const hit: Hit = attributes === null || attributes.includes("*") ? { ...listingOf(record), objectID: record.objectID } : { objectID: record.objectID };
  for (const name of attributes ?? []) {
    if (name.startsWith("-")) delete hit[name.slice(1)];
    else if (name !== "*" && !name.includes(".")) {
      const value = recordValue(record, name);
      if (value !== undefined) hit[name] = value;
    }
  }
  return hit;
}

/** By default the card title's attributes are highlighted, for `*` every searchable one, none when asked for none. */
function highlightResult(record: SearchRecord, params: SearchParams, queryWords: readonly string[]): Record<string, unknown> | null {
  const requested = params.attributesToHighlight;
  const attributes = requested === null ? DEFAULT_HIGHLIGHTED : requested.includes("*") ? SEARCHABLE_ATTRIBUTES : requested;
  if (attributes.length === 0) return null;
  const { highlightPreTag: pre, highlightPostTag: post } = params;
  const result: Record<string, HighlightResult | HighlightResult[]> = {};
  for (const attribute of attributes) {
    const value = recordValue(record, attribute);
    if (typeof value === "string" || typeof value === "number") result[attribute] = highlight(String(value), queryWords, pre, post);
    else if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      result[attribute] = value.map((item: string) => highlight(item, queryWords, pre, post));
    }
  }
  return result;
}
