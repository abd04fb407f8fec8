import { editDistance, typosAllowed, wordSpans } from "../index/text-tokens.ts";

export interface HighlightResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
}

/**
 * Algolia-style highlight of one attribute value: words matching a query word exactly or with allowed
 * typos are wrapped whole; the last query word also matches as a prefix and only the prefix is wrapped.
 * The tags are inserted exactly as given and nothing is escaped (the client escapes).
 */
export function highlight(text: string, queryWords: readonly string[], pre: string, post: string): HighlightResult {
  if (queryWords.length === 0) return { value: text, matchLevel: "none", matchedWords: [] };
  const matched = new Set<number>();
  let value = "";
  let cursor = 0;
  for (const span of wordSpans(text)) {
    const length = matchLength(span.term, queryWords, matched);
    if (length === 0) continue;
    const end = span.start + Math.min(length, span.end - span.start);
    value += text.slice(cursor, span.start) + pre + text.slice(span.start, end) + post;
    cursor = end;
  }
  value += text.slice(cursor);
  const matchedWords = queryWords.filter((_, index) => matched.has(index));
  const matchLevel = matchedWords.length === 0 ? "none" : matchedWords.length === queryWords.length ? "full" : "partial";
  return { value, matchLevel, matchedWords };
}

/** How many characters of a word to wrap (its whole length, a prefix's length, or 0), noting the query word. */
function matchLength(term: string, queryWords: readonly string[], matched: Set<number>): number {
  const last = queryWords.length - 1;
  for (let index = 0; index < queryWords.length; index++) {
    const word = queryWords[index]!;
    const typos = typosAllowed(word);
    const length = term === word ? term.length
      : index === last && term.startsWith(word) ? word.length
      : typos > 0 && editDistance(term, word, typos) <= typos ? term.length
      : 0;
    if (length > 0) {
      matched.add(index);
      return length;
    }
  }
  return 0;
}
