import type { SearchRoute } from "../rules/search-route.ts";
import { useSearchRoute } from "./use-search-route.ts";

export interface FormTarget {
  action: string;
  /** The rest of the search as hidden fields, so a plain GET form keeps it. */
  hidden: [name: string, value: string][];
}

/**
 * Where a no-JavaScript GET form (search text, sort) goes: the current search's path, with the rest of the
 * search as hidden fields. `change` says what the form itself sets (its fields are left out).
 */
export function useFormTarget(change: (route: SearchRoute) => SearchRoute): FormTarget {
  const { route, hrefOf } = useSearchRoute();
  // A search URL's path is slugs alone and its query string is encoded already, so it is split at its '?' as it is.
  const href = hrefOf(change(route));
  const query = href.indexOf("?");
  return { action: query < 0 ? href : href.slice(0, query), hidden: [...new URLSearchParams(query < 0 ? "" : href.slice(query + 1))] };
}
