import { ATTRIBUTES, SEARCHABLE_ATTRIBUTES } from "../index/attributes.ts";
import { SORT_OPTIONS, sortIndexName, type SortOption } from "../replicas.ts";
import { CUSTOM_RANK, type SortKey } from "../../rules/sort-key.ts";

/** An index's settings as Algolia's `PUT /1/indexes/{index}/settings` takes them (the ones the platform sets). */
export interface HostedIndexSettings {
  searchableAttributes: string[];
  attributesForFaceting: string[];
  customRanking: string[];
  ranking?: string[];
  replicas?: string[];
}

/** Algolia's default ranking criteria, after which customRanking applies. */
const DEFAULT_RANKING = ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"];

const sortCriterion = (key: SortKey) => `${key.direction}(${key.attribute})`;

/**
 * What a hosted application needs to answer as the embedded service does: the primary index ranked by custom_rank,
 * with the facets and searchable attributes the embedded index keeps (dealership_id filter-only, as only keys
 * filter on it), and one standard replica per sort option that sorts by its attribute first.
 */
export function hostedIndexSettings(primary: string): { indexName: string; settings: HostedIndexSettings }[] {
  const common = {
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    attributesForFaceting: ATTRIBUTES.filter((attribute) => attribute.facet).map((attribute) =>
      attribute.name === "dealership_id" ? "filterOnly(dealership_id)" : attribute.name,
    ),
    customRanking: [sortCriterion(CUSTOM_RANK)],
  };
  const sorted = (Object.entries(SORT_OPTIONS) as [SortOption, SortKey | null][]).filter((entry): entry is [SortOption, SortKey] => entry[1] !== null);
  return [
    { indexName: primary, settings: { ...common, replicas: sorted.map(([option]) => sortIndexName(primary, option)) } },
    ...sorted.map(([option, key]) => ({
      indexName: sortIndexName(primary, option),
      settings: { ...common, ranking: [sortCriterion(key), ...DEFAULT_RANKING] },
    })),
  ];
}
