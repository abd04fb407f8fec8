import type { ComponentType } from "react";
import type { LoaderContext } from "./loader.ts";

/** What a block component receives: its validated props (schema defaults applied) and its loader's data. */
export interface BlockComponentProps<Props = Record<string, unknown>, Data = unknown> {
  props: Props;
  data: Data;
  /** Stable id of this block instance on its page (`{pageId}-{index}` unless the site document names it). */
  blockId: string;
}

export type BlockComponent<Props = Record<string, unknown>, Data = unknown> = ComponentType<
  BlockComponentProps<Props, Data>
>;

/**
 * A block's optional server data loader (`blocks/<Name>/loader.ts`, default export).
 * Runs on the server only, in parallel with the other loaders of the page; its result is
 * serialised into the page and handed to the component without a second fetch.
 */
export type BlockLoader<Props = Record<string, unknown>, Data = unknown> = (
  props: Props,
  ctx: LoaderContext,
) => Promise<Data> | Data;

/** One block as it appears in a page of a site document. */
export interface BlockInstance {
  type: string;
  id?: string;
  props?: object;
}

/** One block of a resolved page, ready to render. */
export interface RenderedBlock {
  id: string;
  type: string;
  props: Record<string, unknown>;
  data: unknown;
  /** Set when the loader failed: the block renders its contained fallback. */
  failed?: boolean;
}
