// The block kit's routing: what a page is about, from its route.
export * from "../routing/page-about.ts";
