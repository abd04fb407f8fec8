import { lazy } from "react";
import { blockImporters } from "../../blocks/registry.client.gen.ts";
import type { BlockComponent } from "../types/index.ts";
import type { BlockRegistry } from "../render/block-registry.ts";
import { importInTurns } from "./import-in-turns.ts";

// One chunk per block: a page downloads only the blocks it shows.
const importers = new Map(Object.entries(blockImporters));

const loaded = new Map<string, BlockComponent<any, any>>();
const lazyFallbacks = new Map<string, BlockComponent<any, any>>();

/** Loads the chunks of the given block types; resolves once every one can render synchronously. */
export async function loadBlockTypes(types: Iterable<string>): Promise<void> {
  const wanted = [...new Set(types)].filter((type) => importers.has(type) && !loaded.has(type));
  await importInTurns(
    wanted.map((type) => async () => {
      loaded.set(type, (await importers.get(type)!()).default);
    }),
  );
}

export const clientRegistry: BlockRegistry = {
  get(type) {
    const component = loaded.get(type);
    if (component) return component;
    const importer = importers.get(type);
    if (!importer) return undefined;
    let fallback = lazyFallbacks.get(type);
    if (!fallback) lazyFallbacks.set(type, (fallback = lazy(importer)));
    return fallback;
  },
};
