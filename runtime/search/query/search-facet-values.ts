import { slotsOf } from "../index/bitset.ts";
import { textTokens, wordSpans } from "../index/text-tokens.ts";
import { SearchError } from "../search-error.ts";
import { withFacetCounts, type FacetCounts } from "./count-facets.ts";
import type { ResolvedRequest, SearchEngine } from "./search-engine.ts";

export type FacetSearchResult = ReturnType<typeof searchFacetValues>;

/**
 * Searchable facet values ("show more" search in a refinement list): values of the facet among the records
 * matching the request, whose words start with every word of `facetQuery`, most frequent first.
 */
export function searchFacetValues(engine: SearchEngine, request: ResolvedRequest, facet: string) {
  const started = performance.now();
  const column = engine.index.facets.get(facet);
  if (!column) {
    throw new SearchError(400, `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
  }
  const { params } = request;
  const words = textTokens(params.facetQuery);
  const hits = withFacetCounts(column, slotsOf(engine.matching(request).set), ({ counts, present }: FacetCounts) => {
    const found: { value: string; highlighted: string; count: number }[] = [];
    for (const id of present) {
      const highlighted = highlightPrefixes(column.values[id]!, words, params.highlightPreTag, params.highlightPostTag);
      if (highlighted !== null) found.push({ value: column.values[id]!, highlighted, count: counts[id]! });
    }
    return found;
  });
  hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return {
    facetHits: hits.slice(0, params.maxFacetHits),
    exhaustiveFacetsCount: true as const,
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}

/** The value with each query word's prefix wrapped, or null when some query word starts no word of it. */
function highlightPrefixes(value: string, words: readonly string[], pre: string, post: string): string | null {
  const spans = wordSpans(value);
  const wrap = new Map<number, number>();
  for (const word of words) {
    const span = spans.find((candidate) => candidate.term.startsWith(word));
    if (!span) return null;
    wrap.set(span.start, Math.max(wrap.get(span.start) ?? 0, word.length));
  }
  let out = "";
  let cursor = 0;
  for (const span of spans) {
    const length = wrap.get(span.start);
    if (!length) continue;
    out += value.slice(cursor, span.start) + pre + value.slice(span.start, span.start + length) + post;
    cursor = span.start + length;
  }
  return out + value.slice(cursor);
}
