import { blockComponents, blockLoaders } from "../../blocks/registry.server.gen.ts";
import type { BlockComponent, BlockLoader } from "../types/index.ts";
import type { BlockRegistry } from "../render/block-registry.ts";

/** The blocks a server renders: components for rendering and loaders for their data. */
export type ServerBlocks = ReturnType<typeof serverBlocksFrom>;

export function serverBlocksFrom(
  components: Record<string, BlockComponent<any, any>>,
  loaders: Record<string, BlockLoader<any, any>>,
) {
  const registry: BlockRegistry = { get: (type) => components[type] };
  return { registry, loader: (type: string) => loaders[type] };
}

/** Every block, as the generated block registry lists them. */
export const allBlocks: ServerBlocks = serverBlocksFrom(blockComponents, blockLoaders);
