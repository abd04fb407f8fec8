// The block kit's search page app and its browser client (react-instantsearch, algoliasearch), for the search
// results block alone: kept out of search.ts so that blocks using the light search helpers do not bundle them.
export * from "../search-ui/browser-client.ts";
export * from "../search-ui/search-app.tsx";
