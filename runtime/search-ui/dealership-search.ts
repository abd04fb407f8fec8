import type { SearchRequest } from "./block-search.ts";
import { CARD_ATTRIBUTES, PAGE_RESPONSE_FIELDS } from "./car-hit.ts";

/** Spec §7: the dealership search pages 21 cars at a time, like the results page. */
export const DEALERSHIP_HITS_PER_PAGE = 21;

export interface DealershipChoice {
  category: string;
  /** Price bounds refined, open ends undefined. */
  price: [number | undefined, number | undefined];
  page: number;
}

/**
 * A dealership-scoped search (spec §2, §7: facets categories and price, filtered on dealership_id): the cars of
 * the page, and the category counts without the category choice.
 */
export function dealershipRequests(dealershipId: number, choice: DealershipChoice): SearchRequest[] {
  const filters = `dealership_id:${dealershipId}`;
  const numericFilters = [
    ...(choice.price[0] !== undefined ? [`price>=${choice.price[0]}`] : []),
    ...(choice.price[1] !== undefined ? [`price<=${choice.price[1]}`] : []),
  ];
  return [
    {
      query: "",
      filters,
      numericFilters,
      facetFilters: choice.category ? [[`categories:${choice.category}`]] : [],
      facets: ["price"],
      hitsPerPage: DEALERSHIP_HITS_PER_PAGE,
      page: choice.page,
      attributesToRetrieve: [...CARD_ATTRIBUTES],
      attributesToHighlight: [],
      responseFields: [...PAGE_RESPONSE_FIELDS],
    },
    { query: "", filters, numericFilters, facets: ["categories"], hitsPerPage: 0, responseFields: [...PAGE_RESPONSE_FIELDS] },
  ];
}
