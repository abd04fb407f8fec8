import type { BlockSearchData, CarHit } from "../../runtime/kit/search.ts";

export interface DealershipSearchData extends BlockSearchData<CarHit> {
  dealership: { id: number; slug: string; name: string };
  /** ISO time of the page view, so card tags judge alike on server and browser. */
  now: string;
}
