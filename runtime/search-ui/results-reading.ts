import algoliasearchHelper, { type SearchResults } from "algoliasearch-helper";
import type { InitialResults } from "instantsearch.js";
import type { FacetItem, FacetOrder } from "./search-source.ts";

/** The loader's results of one search: its state and the answers to its requests. */
export type LoadedResults = InitialResults[string];

/** What the widgets read of some loaded results: the helper's reading of them, and each refinement list's values. */
export interface Reading {
  results: SearchResults;
  lists: Map<FacetOrder, Map<string, FacetItem[]>>;
}

/**
 * Readings by the loaded results they read: the loader shares one search's results between page views until the
 * stock changes (frozen), and reading them is the same work for every view, so it is done once for all of them.
 */
const readings = new WeakMap<LoadedResults, Reading>();

export function readingOf(loaded: LoadedResults): Reading {
  let reading = readings.get(loaded);
  if (!reading) {
    // The helper writes the numbers it reads back into the state it is given, and the loader's is shared: a copy.
    const parameters = new algoliasearchHelper.SearchParameters(structuredClone(loaded.state));
    reading = { results: new algoliasearchHelper.SearchResults(parameters, loaded.results!), lists: new Map() };
    readings.set(loaded, reading);
  }
  return reading;
}

/**
 * Keeps the helper's reading of results it searched itself (from the state and answers the loader hands on), so
 * the page that renders them does not read the same answers into the same SearchResults again.
 */
export function keepReading(loaded: LoadedResults, results: SearchResults): void {
  if (!readings.has(loaded)) readings.set(loaded, { results, lists: new Map() });
}
