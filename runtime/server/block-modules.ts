import { blockComponents, blockLoaders } from "virtual:forecourt-blocks";
import type { BlockLoader } from "../types/index.ts";
import type { BlockRegistry } from "../render/block-registry.ts";

export const serverRegistry: BlockRegistry = { get: (type) => blockComponents[type] };

export function blockLoader(type: string): BlockLoader<any, any> | undefined {
  return blockLoaders[type];
}

export function registeredBlockTypes(): string[] {
  return Object.keys(blockComponents).sort();
}
