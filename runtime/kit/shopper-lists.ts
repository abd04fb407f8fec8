// The block kit's shopper lists kept in the browser (compare, recently viewed, recent searches): small hooks that
// an account can later take over, and the compare toggle shared by cards and the vehicle page.
export * from "../ui/compare-toggle.tsx";
export * from "../ui/use-compare-list.ts";
export * from "../ui/use-recently-viewed.ts";
export * from "../search-ui/recent-search-links.tsx";
export * from "../search-ui/use-recent-searches.ts";
