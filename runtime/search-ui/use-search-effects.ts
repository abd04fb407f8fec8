import { useEffect } from "react";
import { useSearchSource } from "./search-source.ts";
import { useSite } from "../ui/site-context.tsx";
import { searchLabel } from "./search-heading.ts";
import { saveSearch } from "./search-history.ts";
import { namesOf } from "./slug-names.ts";
import { useSearchRoute } from "./use-search-route.ts";
import { useSearchSetup } from "./search-setup.ts";
import { useDebouncedCallback } from "./use-debounced-callback.ts";

/** A search the shopper stays on this long is worth remembering. */
const REMEMBER_AFTER_MS = 1_500;

/** Remembers the shopper's searches (spec: last five) once a refined search has been on screen a moment. */
export function useRememberSearches(): void {
  const site = useSite();
  const setup = useSearchSetup();
  const remember = useDebouncedCallback((url: string, label: string) => saveSearch(window.localStorage, { url, label }), REMEMBER_AFTER_MS);
  // The route the page's links are written from: read from the search once for the whole app.
  const { route, pageHref } = useSearchRoute();
  const refined = route.query !== "" || Object.keys(route.refinements).length > 0 || Object.keys(route.ranges).length > 0;
  const url = pageHref(1);
  const label = searchLabel(route, setup.options.vehicle_noun);
  useEffect(() => {
    if (site.features.store_searches && refined) remember(url, label);
  }, [site.features.store_searches, refined, url, label, remember]);
}

/** Teaches the URL mapping the makes and models the results name, so their path slugs read back exactly. */
export function useLearnNames(): void {
  const { results } = useSearchSource().useInstantSearch();
  const { names } = useSearchSetup();
  useEffect(() => {
    if (!results) return;
    const values = (attribute: string) => {
      const found = results.getFacetValues(attribute, {}) as { name: string }[] | undefined;
      return (found ?? []).map((value) => value.name);
    };
    names.learn(namesOf(values("make"), values("make_model")));
  }, [results, names]);
}
