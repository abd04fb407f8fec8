// The block kit's routing: what a page is about, from its route, and the site's canonical origin.
export * from "../routing/page-about.ts";
export * from "../routing/canonical-origin.ts";
export * from "../routing/canonical-path.ts";
