/** Spec §2 sort options, each served by a replica of the primary index named `{primary}_{attr}_{asc|desc}`. */
export const SORT_OPTIONS = [
  { name: "mostRelevant", label: "Most Relevant", replica: null },
  { name: "latest", label: "Latest", replica: "created_at_timestamp_desc" },
  { name: "highestPrice", label: "Highest Price", replica: "price_desc" },
  { name: "lowestPrice", label: "Lowest Price", replica: "price_asc" },
  { name: "highestSubscriptionPrice", label: "Highest Subscription Price", replica: "subscription_price_desc" },
  { name: "lowestSubscriptionPrice", label: "Lowest Subscription Price", replica: "subscription_price_asc" },
  { name: "highestKms", label: "Highest Kms", replica: "km_desc" },
  { name: "lowestKms", label: "Lowest Kms", replica: "km_asc" },
] as const;

export type SortName = (typeof SORT_OPTIONS)[number]["name"];

export function isSortName(name: string): name is SortName {
  return SORT_OPTIONS.some((option) => option.name === name);
}

/** The index a sort reads: the primary for mostRelevant, else its replica. */
export function sortIndexName(primary: string, name: SortName): string {
  const replica = SORT_OPTIONS.find((option) => option.name === name)!.replica;
  return replica ? `${primary}_${replica}` : primary;
}

/** The sort name of an index, or null when it is not one of the primary's sorts. */
export function sortNameOfIndex(primary: string, indexName: string): SortName | null {
  const found = SORT_OPTIONS.find((option) => sortIndexName(primary, option.name) === indexName);
  return found ? found.name : null;
}
