import { blockComponents, blockLoaders } from "../../blocks/registry.server.gen.ts";
import type { BlockComponent, BlockLoader } from "../types/index.ts";
import type { BlockRegistry } from "../render/block-registry.ts";

/** The blocks a server renders: components for rendering and loaders for their data. */
export interface ServerBlocks {
  registry: BlockRegistry;
  loader(type: string): BlockLoader<any, any> | undefined;
}

export function serverBlocksFrom(
  components: Record<string, BlockComponent<any, any>>,
  loaders: Record<string, BlockLoader<any, any>>,
): ServerBlocks {
  return { registry: { get: (type) => components[type] }, loader: (type) => loaders[type] };
}

/** Every block, as the generated block registry lists them. */
export const allBlocks: ServerBlocks = serverBlocksFrom(blockComponents, blockLoaders);
