import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { QueryClient } from "@tanstack/react-query";
import { AppProviders } from "../../../runtime/render/app-providers.tsx";
import type { PublicSite } from "../../../runtime/ui/site-context.tsx";
import type { SearchClientLike } from "../../../runtime/search/search-client-types.ts";
import type { SearchPageData } from "../../../runtime/search-ui/search-data.ts";
import { SearchApp } from "../../../runtime/search-ui/search-app.tsx";
import ServerSearchApp from "../../../runtime/search-ui/server-search-app.tsx";

const PAGE = { heading: "", layout: "site", idPrefix: "search-0" } as const;

/** The results page as the server renders it: from the loader's results, without InstantSearch. */
export function serverSearchHtml(site: PublicSite, data: SearchPageData): string {
  return renderPage(site, createElement(ServerSearchApp, { data, ...PAGE }));
}

/** The browser's InstantSearch app over the same results, rendered to a string at the page's URL: what hydration must find. */
export function instantSearchHtml(site: PublicSite, data: SearchPageData, searchClient: SearchClientLike): string {
  return renderPage(site, createElement(SearchApp, { site, data: browserData(data), searchClient, serverUrl: data.url, ...PAGE }));
}

/** The loader's data as the browser has it: read from the page's JSON, objects of its own. */
export function browserData(data: SearchPageData): SearchPageData {
  return JSON.parse(JSON.stringify(data)) as SearchPageData;
}

/**
 * The app within the providers every page has (the site, react-query for the cards' watchlist buttons). A lazy
 * part not loaded yet (the results carousel) leaves a boundary for the browser, whose development-only message
 * names the components above it, which differ between the two apps: left out, the markup is what is compared.
 */
function renderPage(site: PublicSite, app: ReactElement): string {
  const html = renderToString(createElement(AppProviders, { site, queryClient: new QueryClient(), children: app }));
  return html.replace(/<template [^>]*><\/template>/g, "<template></template>");
}
