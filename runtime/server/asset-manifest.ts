import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface PageAssets {
  entry: string | null;
  css: string[];
  preload: string[];
}

/** Which script, styles and chunk preloads a page needs, from Vite's build manifest. */
export interface AssetManifest {
  forBlocks(types: Iterable<string>): PageAssets;
}

export const CLIENT_ENTRY = "runtime/client/entry.tsx";

/** `chunkKeys`: each block type's chunk key in the manifest (its component module, from the block registry). */
export function loadAssetManifest(clientDir: string, chunkKeys: Record<string, string>): AssetManifest {
  const path = join(clientDir, ".vite", "manifest.json");
  const chunks: Record<string, ManifestChunk> = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {};
  const cache = new Map<string, PageAssets>();

  return {
    forBlocks(types) {
      const blockKeys = [...types].sort().flatMap((type) => (Object.hasOwn(chunkKeys, type) ? [chunkKeys[type]!] : []));
      const keys = [CLIENT_ENTRY, ...blockKeys];
      const cacheKey = keys.join("|");
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const css = new Set<string>();
      const preload = new Set<string>();
      const visit = (key: string) => {
        const chunk = chunks[key];
        if (!chunk || preload.has(`/${chunk.file}`)) return;
        preload.add(`/${chunk.file}`);
        chunk.css?.forEach((file) => css.add(`/${file}`));
        chunk.imports?.forEach(visit);
      };
      keys.forEach(visit);
      const entry = chunks[CLIENT_ENTRY] ? `/${chunks[CLIENT_ENTRY].file}` : null;
      if (entry) preload.delete(entry);
      const assets = { entry, css: [...css], preload: [...preload] };
      cache.set(cacheKey, assets);
      return assets;
    },
  };
}
