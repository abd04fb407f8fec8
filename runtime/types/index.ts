// The public API of the runtime, as types only. Block developers import from here.
export type * from "./block.ts";
export type * from "./block-definition.ts";
export type * from "./loader.ts";
export type * from "./site.ts";
export type * from "./services.ts";
export type * from "./page.ts";
export type * from "./api.ts";
export type * from "./content.ts";
