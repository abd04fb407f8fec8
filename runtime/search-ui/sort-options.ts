import { SORT_OPTIONS as SORTS, sortIndexName as replicaName, sortOptionOfIndex, type SortOption } from "../search/replicas.ts";

/** Spec §2 sort option names; which replica serves each is the search service's own table (runtime/search/replicas.ts). */
export type SortName = SortOption;

const LABELS: Record<SortName, string> = {
  mostRelevant: "Most Relevant",
  latest: "Latest",
  highestPrice: "Highest Price",
  lowestPrice: "Lowest Price",
  highestSubscriptionPrice: "Highest Subscription Price",
  lowestSubscriptionPrice: "Lowest Subscription Price",
  highestKms: "Highest Kms",
  lowestKms: "Lowest Kms",
};

/** The sort options as the sort select shows them, in the spec's order. */
export const SORT_OPTIONS: ReadonlyArray<{ name: SortName; label: string }> = (Object.keys(SORTS) as SortName[]).map((name) => ({
  name,
  label: LABELS[name],
}));

export function isSortName(name: string): name is SortName {
  return Object.hasOwn(SORTS, name);
}

/** The index a sort reads: the primary for mostRelevant, else its replica `{primary}_{attr}_{asc|desc}`. */
export const sortIndexName: (primary: string, name: SortName) => string = replicaName;

/** The sort name of an index, or null when it is not one of the primary's sorts. */
export const sortNameOfIndex: (primary: string, indexName: string) => SortName | null = sortOptionOfIndex;
