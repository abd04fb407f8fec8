import type { BlockLoader } from "../../runtime/types/index.ts";
import { toPublicSite, logError, searchClientConfig, serverSearchClient, stockOverview, searchInitialResults } from "../../runtime/kit/loaders.ts";
import { promoExtras, applyRequestFilters, siteRequestRules, type SearchPageData, pathNames, carriesFormFields, createSearchSetup, formatSearchUrl, parseSearchUrl, searchHeading } from "../../runtime/kit/search.ts";
import { pageViewTime } from "../../runtime/kit/rules.ts";
import type { SearchResultsProps } from "./props.gen.ts";

/**
 * Searches on the server with the in-process client (or the site's hosted index) so the page arrives with
 * the results its URL asks for. If the search fails the page still renders and the browser searches instead.
 */
const load: BlockLoader<SearchResultsProps, SearchPageData> = async (props, ctx) => {
  const now = pageViewTime(new Date());
  const options = ctx.site.search_results;
  const config = searchClientConfig(ctx.site, ctx.services.search);
  const rules = siteRequestRules(ctx.site, now);
  const client = applyRequestFilters(serverSearchClient(config, ctx.services.search), rules);
  const data: SearchPageData = {
    serverState: null,
    url: ctx.url.href,
    client: config,
    names: { makes: {}, models: {} },
    rules,
    promoExtras: promoExtras(options.promo_cards),
    stockCount: 0,
    now: now.toISOString(),
  };
  try {
    const overview = await stockOverview(client, config.indexName);
    data.names = pathNames(ctx.url.pathname, overview.makes, overview.makeModels);
    data.stockCount = overview.count;
    const site = toPublicSite(ctx.site);
    // One canonical URL per search: /search and /cars read as /search/new-used-and-demo-cars, and so on.
    const setup = createSearchSetup(site, data, "search");
    const { url, options: searchOptions } = setup;
    const route = parseSearchUrl(ctx.url.pathname, ctx.url.search, url);
    // A plain form's fields (range boxes, the budget) go to the URL they mean: one URL shape per search.
    if (carriesFormFields(ctx.url.search)) {
      ctx.redirect(formatSearchUrl(route, url));
      return data;
    }
    ctx.setMeta({
      canonical: formatSearchUrl(route, url),
      // A refined search is its own page to a shopper and a search engine: 'Used Toyota Cars for Sale | ...'.
      ...(Object.keys(route.refinements).length > 0 && !props.heading
        ? { title: `${searchHeading(route.refinements, searchOptions.vehicle_noun)} for Sale | ${ctx.site.name}` }
        : {}),
    });
    // The URL is the search: its own page of cars, searched once and rendered once.
    data.serverState = await searchInitialResults(client, route, setup);
  } catch (error) {
    logError(`search failed on the server, the browser will search: site=${ctx.site.slug} url=${ctx.url.pathname}`, error);
  }
  return data;
};

export default load;

