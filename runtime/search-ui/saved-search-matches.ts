import algoliasearchHelper from "algoliasearch-helper";
import type { Services, Site } from "../types/index.ts";
import { searchClientConfig, serverSearchClient } from "../search/site-search-client.ts";
import { applyRequestFilters, siteRequestRules } from "./request-filters.ts";
import { stockOverview } from "./server-search.ts";
import { pathNames } from "./path-names.ts";
import { createSlugNames } from "./slug-names.ts";
import { searchUrlContext } from "./search-setup.ts";
import { parseSearchUrl } from "./search-url.ts";
import { searchParameters } from "./search-parameters.ts";
import { searchHeading } from "./search-heading.ts";
import type { CarHit } from "./car-hit.ts";

/** A results page's URL as the site reads it: its heading, and the search it asks for. */
interface ReadSearch {
  heading: string;
  count(since: Date): Promise<number>;
  /** The first cars of its results, in the page's own order. */
  cars(limit: number): Promise<CarHit[]>;
}

/**
 * Reads results-page URLs (path and query) of a site as its results page does, each answering its heading and how
 * many of its cars were listed after a time (`created_at_timestamp`) and its first cars, under the site's listing rules.
 */
export async function siteSearchReader(ctx: { site: Site; services: Pick<Services, "search"> }, now: Date): Promise<(path: string) => ReadSearch> {
  const config = searchClientConfig(ctx.site, ctx.services.search);
  const client = applyRequestFilters(serverSearchClient(config, ctx.services.search), siteRequestRules(ctx.site, now));
  const overview = await stockOverview(client, config.indexName);
  return (path) => {
    const url = new URL(path, "http://saved-search.invalid");
    const context = searchUrlContext(ctx.site, createSlugNames(pathNames(url.pathname, overview.makes, overview.makeModels)));
    const route = parseSearchUrl(url.pathname, url.search, context);
    const noun = ctx.site.search_results.vehicle_noun;
    const state = searchParameters(route, { indexName: config.indexName, options: ctx.site.search_results });
    return {
      heading: route.query ? `${searchHeading(route.refinements, noun)}: "${route.query}"` : searchHeading(route.refinements, noun),
      async count(since) {
        const seconds = Math.floor(since.getTime() / 1000);
        const counting = { ...state, hitsPerPage: 0, page: 0, numericRefinements: { ...state.numericRefinements, created_at_timestamp: { ">": [seconds] } } };
        const { content } = await algoliasearchHelper(client as never, counting.index!, counting).searchOnce(counting);
        return content.nbHits;
      },
      async cars(limit) {
        const first = { ...state, hitsPerPage: limit, page: 0 };
        const { content } = await algoliasearchHelper(client as never, first.index!, first).searchOnce(first);
        return content.hits as CarHit[];
      },
    };
  };
}
