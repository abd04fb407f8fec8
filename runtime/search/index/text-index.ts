import SearchableMap from "minisearch/SearchableMap";
import { SEARCHABLE_ATTRIBUTES } from "./attributes.ts";
import { emptyBitset, orInto, type Bitset } from "./bitset.ts";
import { IdentifierWords } from "./identifier-words.ts";
import { textTokens, typoReachable, typosAllowed } from "./text-tokens.ts";

const FIELD_BITS = 9;
const ALL_FIELDS = (1 << SEARCHABLE_ATTRIBUTES.length) - 1;
/** The fields whose words are mostly one car's own: stock number, VIN and rego. */
const IDENTIFIER_FIELDS: ReadonlySet<string> = new Set(["stocknum", "vin", "regplate"]);

/** A full-text match: the matching slots and each one's text rank (lower is better). */
export interface TextResult {
  set: Bitset;
  /** Typos first (words matched only with a typo), then words not matched exactly (Algolia's criteria). */
  tier(slot: number): number;
}

/**
 * Full text over the searchable attributes. Terms live in minisearch's radix tree (SearchableMap), which finds
 * a query word's exact, prefix and typo matches among the terms; each term's postings (slot and field mask,
 * packed in one number) turn those into slot sets. The identifier fields' words that no typo can reach (most of
 * them: each is one car's) are kept apart, as sorted pairs (identifier-words.ts). Every query word must match
 * (Algolia's default); the last one also as a prefix; each with the typos its length allows. Dead slots stay in
 * the postings until the index is rebuilt, and are dropped by the caller's live-slot filter.
 */
export class TextIndex {
  /** Every term, for prefix and typo lookups; `postings` has the same lists, for the many exact lookups. */
  private readonly terms = new SearchableMap<number[]>();
  private readonly postings = new Map<string, number[]>();
  private readonly identifiers = new IdentifierWords();
  /**
   * Per searchable field, the last value added, its terms' postings and its identifier words: cars arrive in
   * cluster order (cluster-order.ts), so a car's make, model or colour is mostly its neighbour's, and is not split
   * into words and looked up again.
   */
  private readonly lastAdded = SEARCHABLE_ATTRIBUTES.map(() => ({ value: undefined as unknown, postings: [] as number[][], identifiers: [] as string[] }));

  /** Adds a slot's words: its searchable fields' values, in SEARCHABLE_ATTRIBUTES order, lead `values`. */
  add(slot: number, values: readonly unknown[]): void {
    for (let fieldIndex = 0; fieldIndex < SEARCHABLE_ATTRIBUTES.length; fieldIndex++) {
      const value = values[fieldIndex];
      if (value === null || value === undefined) continue;
      const last = this.lastAdded[fieldIndex]!;
      if (value !== last.value) {
        const identifier = IDENTIFIER_FIELDS.has(SEARCHABLE_ATTRIBUTES[fieldIndex]!);
        last.value = value;
        last.postings = [];
        last.identifiers = [];
        for (const term of textTokens(String(value))) {
          if (identifier && !typoReachable(term)) last.identifiers.push(term);
          else last.postings.push(this.termPostings(term));
        }
      }
      for (const postings of last.postings) {
        const end = postings.length - 1;
        // A word repeated in one record (or in several of its fields) keeps one posting with every field's bit.
        if (end >= 0 && postings[end]! >>> FIELD_BITS === slot) postings[end]! |= 1 << fieldIndex;
        else postings.push((slot << FIELD_BITS) | (1 << fieldIndex));
      }
      for (const word of last.identifiers) this.identifiers.add(word, (slot << FIELD_BITS) | (1 << fieldIndex));
    }
  }

  /** A term's postings, made empty the first time the term is seen. */
  private termPostings(term: string): number[] {
    let postings = this.postings.get(term);
    if (!postings) {
      postings = [];
      this.postings.set(term, postings);
      this.terms.set(term, postings);
    }
    return postings;
  }

  match(query: string, fields: readonly string[] | null, capacity: number): TextResult {
    const words = textTokens(query);
    const allowed = fieldMask(fields);
    const perWord = words.map((word, index) => this.wordSets(word, index === words.length - 1, allowed, capacity));
    const set = perWord[0]?.any ?? emptyBitset(capacity);
    for (const { any } of perWord.slice(1)) for (let i = 0; i < set.length; i++) set[i]! &= any[i]!;
    const has = (bits: Bitset, slot: number) => (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
    return {
      set,
      tier(slot) {
        let typos = 0;
        let exact = 0;
        for (const word of perWord) {
          if (has(word.exact, slot)) exact++;
          else if (!has(word.clean, slot)) typos++;
        }
        return typos * 64 + (64 - exact);
      },
    };
  }

  /** Slots matching one word at all, without a typo (exactly or as a prefix), and exactly. */
  private wordSets(word: string, isLast: boolean, allowed: number, capacity: number) {
    const exact = emptyBitset(capacity);
    const clean = emptyBitset(capacity);
    const any = emptyBitset(capacity);
    const exactPostings = this.postings.get(word);
    if (exactPostings) addPostings(exact, exactPostings, allowed);
    this.identifiers.forEach(word, false, (posting) => addPosting(exact, posting, allowed));
    if (isLast) {
      for (const postings of this.terms.atPrefix(word).values()) addPostings(clean, postings, allowed);
      this.identifiers.forEach(word, true, (posting) => addPosting(clean, posting, allowed));
    } else {
      orInto(clean, exact);
    }
    orInto(any, clean);
    const typos = typosAllowed(word);
    if (typos > 0) {
      for (const [postings] of this.terms.fuzzyGet(word, typos).values()) addPostings(any, postings, allowed);
    }
    return { exact, clean, any };
  }
}

function addPostings(set: Bitset, postings: readonly number[], allowed: number): void {
  for (const posting of postings) addPosting(set, posting, allowed);
}

function addPosting(set: Bitset, posting: number, allowed: number): void {
  if ((posting & allowed) === 0) return;
  const slot = posting >>> FIELD_BITS;
  set[slot >>> 5]! |= 1 << (slot & 31);
}

function fieldMask(fields: readonly string[] | null): number {
  if (fields === null) return ALL_FIELDS;
  return SEARCHABLE_ATTRIBUTES.reduce((mask, field, index) => (fields.includes(field) ? mask | (1 << index) : mask), 0);
}
