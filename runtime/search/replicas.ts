import { CUSTOM_RANK, type SortKey } from "../rules/sort-key.ts";

/** Spec §2 sort options. */
export type SortOption =
  | "mostRelevant" | "latest" | "highestPrice" | "lowestPrice"
  | "highestSubscriptionPrice" | "lowestSubscriptionPrice" | "highestKms" | "lowestKms";

/** Each sort option's replica sort; mostRelevant is the primary index itself (custom_rank descending). */
export const SORT_OPTIONS: Readonly<Record<SortOption, SortKey | null>> = {
  mostRelevant: null,
  latest: { attribute: "created_at_timestamp", direction: "desc" },
  highestPrice: { attribute: "price", direction: "desc" },
  lowestPrice: { attribute: "price", direction: "asc" },
  highestSubscriptionPrice: { attribute: "subscription_price", direction: "desc" },
  lowestSubscriptionPrice: { attribute: "subscription_price", direction: "asc" },
  highestKms: { attribute: "km", direction: "desc" },
  lowestKms: { attribute: "km", direction: "asc" },
};

/** The index a SortBy widget switches to: `{primary}_{attr}_{asc|desc}` for replicas. */
export function sortIndexName(primary: string, option: SortOption): string {
  const key = SORT_OPTIONS[option];
  return key ? `${primary}_${key.attribute}_${key.direction}` : primary;
}

/** The sort option an index name stands for, or null when it is not this primary or one of its replicas. */
export function sortOptionOfIndex(primary: string, indexName: string): SortOption | null {
  const options = Object.keys(SORT_OPTIONS) as SortOption[];
  return options.find((option) => sortIndexName(primary, option) === indexName) ?? null;
}

/** How an index of this primary is sorted, or null for an index that does not exist. */
export function indexSort(primary: string, indexName: string): SortKey | null {
  const option = sortOptionOfIndex(primary, indexName);
  return option === null ? null : (SORT_OPTIONS[option] ?? CUSTOM_RANK);
}
