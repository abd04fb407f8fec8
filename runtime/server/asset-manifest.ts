import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Manifest } from "vite";

export interface PageAssets {
  entry: string | null;
  /** The one stylesheet of every page: every block's CSS, built into one file (vite.config.ts: cssCodeSplit). */
  stylesheet: string | null;
  /** What the entry imports, fetched beside it. */
  preload: string[];
}

export const CLIENT_ENTRY = "runtime/client/entry.tsx";
const STYLESHEET = "style.css";

/**
 * The script, stylesheet and module preloads of every page, from Vite's build manifest. The head preloads only
 * what the entry needs to start: the entry fetches the chunks of the page's blocks itself, so that dozens of block
 * chunks do not contend with the stylesheet and the first photo while the page is first painted.
 */
export function loadPageAssets(clientDir: string): PageAssets {
  const path = join(clientDir, ".vite", "manifest.json");
  const chunks: Manifest = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {};
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || preload.has(`/${chunk.file}`)) return;
    preload.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  chunks[CLIENT_ENTRY]?.imports?.forEach(visit);
  return {
    entry: chunks[CLIENT_ENTRY] ? `/${chunks[CLIENT_ENTRY].file}` : null,
    stylesheet: chunks[STYLESHEET] ? `/${chunks[STYLESHEET].file}` : null,
    preload: [...preload],
  };
}
