import type { RenderedBlock } from "./block.ts";
import type { PageMeta } from "./loader.ts";

/** A resolved page: what the server renders and what client navigation fetches. */
export interface PagePayload {
  status: number;
  /** Set instead of blocks when the visitor must go elsewhere (e.g. a gated route). */
  redirect?: string;
  pageId: string;
  /** The matched route pattern, e.g. `/cars/{slug}`. */
  pattern: string;
  params: Record<string, string>;
  /** Path and query this payload was resolved for, e.g. `/search/used-cars?page=2`. */
  path: string;
  meta: PageMeta;
  /** The site layout's blocks around the page (header before, footer after). */
  before: RenderedBlock[];
  blocks: RenderedBlock[];
  after: RenderedBlock[];
}
