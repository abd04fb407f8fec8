import type { UiState } from "instantsearch.js";
import type { SearchRoute } from "../rules/search-route.ts";
import { isSortName, sortIndexName, sortNameOfIndex } from "./sort-options.ts";

/** InstantSearch's state of the primary index as a search route, and back: the stateMapping of our router. */
export function stateToRoute(uiState: UiState, indexName: string): SearchRoute {
  const state = uiState[indexName] ?? {};
  const refinements: Record<string, string[]> = {};
  for (const [attribute, values] of Object.entries(state.refinementList ?? {})) {
    if (values.length > 0) refinements[attribute] = [...values];
  }
  const ranges: Record<string, string> = {};
  for (const [attribute, value] of Object.entries(state.range ?? {})) {
    if (value) ranges[attribute] = value;
  }
  const sortBy = state.sortBy ? sortNameOfIndex(indexName, state.sortBy) : null;
  return {
    query: state.query ?? "",
    page: state.page && state.page > 1 ? state.page : 1,
    sortBy: sortBy === "mostRelevant" ? null : sortBy,
    refinements,
    ranges,
  };
}

export function routeToState(route: SearchRoute, indexName: string): UiState {
  const state: UiState[string] = {};
  if (route.query) state.query = route.query;
  if (route.page > 1) state.page = route.page;
  if (route.sortBy && isSortName(route.sortBy) && route.sortBy !== "mostRelevant") {
    state.sortBy = sortIndexName(indexName, route.sortBy);
  }
  if (Object.keys(route.refinements).length > 0) state.refinementList = structuredClone(route.refinements);
  if (Object.keys(route.ranges).length > 0) state.range = { ...route.ranges };
  return { [indexName]: state };
}
