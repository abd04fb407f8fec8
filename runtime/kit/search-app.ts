// The block kit's search page app for the search results block alone: kept out of search.ts so that blocks using
// the light search helpers do not bundle it. The app itself (react-instantsearch, algoliasearch) is a chunk the
// browser loads when the shopper reaches for the search.
export * from "../search-ui/lazy-search-app.tsx";
