// What a page makes the browser download before any interaction: its entry script and every module preload in
// its HTML, gzip-compressed as served, by the block (or shared module) each built file belongs to.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { siteClient } from "../../tests/kit/site-http.ts";

/** Issue 25: JavaScript before interaction on every page type. */
export const BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
}

/** Which block (or the shared runtime) each built file belongs to, from Vite's manifest. */
function ownersOfFiles(): Map<string, string> {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, ManifestChunk>;
  const owners = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const block = /^blocks\/([A-Z][A-Za-z0-9]*)\/\1\.tsx$/.exec(key)?.[1];
    owners.set(`/${chunk.file}`, block ?? (chunk.isEntry ? "runtime (entry)" : `shared: ${chunk.src ?? key}`));
  }
  return owners;
}

/** The scripts a browser fetches before any interaction: the entry and every module preload in the HTML. */
export function scriptsOf(html: string): string[] {
  const entry = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set([...entry, ...preloads])];
}

/** Gzip bytes per owner (block, entry or shared module) of the scripts the page's HTML names. */
export async function pageJavaScript(client: ReturnType<typeof siteClient>, html: string): Promise<{ files: number; bytes: number; byOwner: Map<string, number> }> {
  const owners = ownersOfFiles();
  const byOwner = new Map<string, number>();
  const scripts = scriptsOf(html);
  for (const script of scripts) {
    const { body } = await client.get(script);
    const owner = owners.get(script) ?? script;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + gzipSync(body, { level: 9 }).length);
  }
  return { files: scripts.length, bytes: [...byOwner.values()].reduce((sum, size) => sum + size, 0), byOwner };
}
