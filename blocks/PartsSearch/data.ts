// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { CataloguePart } from "../../runtime/types/index.ts";

export interface PartsSearchData {
  /** The search as the page's query string gave it (bounded and cleaned). */
  query: { text: string; make: string; model: string; year: number | null };
  parts: CataloguePart[];
  total: number;
  page: number;
  pages: number;
  /** The catalogue's makes and their models: the vehicle choices. */
  vehicles: { make: string; models: string[] }[];
}
