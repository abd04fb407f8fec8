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
  const url = new URL(hrefOf(change(route)), "http://form.invalid");
  return { action: url.pathname, hidden: [...url.searchParams] };
}
