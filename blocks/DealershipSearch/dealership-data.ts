import type { BlockSearchData } from "../../runtime/search-ui/block-search.ts";
import type { CarHit } from "../../runtime/search-ui/car-hit.ts";

export interface DealershipSearchData extends BlockSearchData<CarHit> {
  dealership: { id: number; slug: string; name: string };
  /** ISO time of the page view, so card tags judge alike on server and browser. */
  now: string;
}
