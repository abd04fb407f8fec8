import type { BlockComponent, BlockLoader } from "../types/index.ts";
import { blockTypeOfPath, type BlockRegistry } from "../render/block-registry.ts";

// The server bundles every block; the browser gets one chunk per block (runtime/client/block-chunks.ts).
const componentModules = import.meta.glob<BlockComponent<any, any>>(["/blocks/*/*.tsx", "!/blocks/*/*.test.tsx"], {
  eager: true,
  import: "default",
});
const loaderModules = import.meta.glob<BlockLoader<any, any>>("/blocks/*/loader.ts", { eager: true, import: "default" });

const components = new Map<string, BlockComponent<any, any>>();
for (const [path, component] of Object.entries(componentModules)) {
  const type = blockTypeOfPath(path);
  if (type) components.set(type, component);
}

const loaders = new Map<string, BlockLoader<any, any>>();
for (const [path, loader] of Object.entries(loaderModules)) {
  const type = /\/blocks\/([^/]+)\/loader\.ts$/.exec(path)?.[1];
  if (type) loaders.set(type, loader);
}

export const serverRegistry: BlockRegistry = { get: (type) => components.get(type) };

export function blockLoader(type: string): BlockLoader<any, any> | undefined {
  return loaders.get(type);
}

export function registeredBlockTypes(): string[] {
  return [...components.keys()].sort();
}
