/** A replica's sort: one numeric attribute, records without it last. */
export interface SortKey {
  attribute: string;
  direction: "asc" | "desc";
}

/** The primary index's ranking (spec §7: custom_rank descending). */
export const CUSTOM_RANK: SortKey = { attribute: "custom_rank", direction: "desc" };
