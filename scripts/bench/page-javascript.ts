// What a page makes the browser download before any interaction: its entry script, every module preload in its
// HTML and the chunks the entry fetches for the page's blocks, gzip-compressed as served, by the block (or shared
// module) each built file belongs to.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { siteClient } from "../../tests/kit/site-http.ts";

/** Issue 25: JavaScript before interaction on every page type. */
export const BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const readManifest = () => JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, ManifestChunk>;

/** Which block (or the shared runtime) each built file belongs to, from Vite's manifest. */
function ownersOfFiles(manifest: Record<string, ManifestChunk>): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const block = /^blocks\/([A-Z][A-Za-z0-9]*)\/\1\.tsx$/.exec(key)?.[1];
    owners.set(`/${chunk.file}`, block ?? (chunk.isEntry ? "runtime (entry)" : `shared: ${chunk.src ?? key}`));
  }
  return owners;
}

/**
 * The scripts a browser fetches before any interaction: the entry, every module preload in the HTML, and the chunk
 * of each block in the page's data (a block's own chunk, or the shared chunk named after it) with its imports.
 */
export function scriptsOf(html: string, manifest = readManifest()): string[] {
  const entry = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const files = new Set([...entry, ...preloads]);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  for (const type of blockTypesOf(html)) {
    const key = `blocks/${type}/${type}.tsx`;
    visit(manifest[key] ? key : (Object.keys(manifest).find((candidate) => candidate.startsWith("_") && manifest[candidate]!.name === type) ?? key));
  }
  return [...files];
}

/** The block types of the page, from the data the page hydrates from. */
function blockTypesOf(html: string): Set<string> {
  const json = /<script id="fc-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) return new Set();
  const { state } = JSON.parse(json) as { state: { queries: { state: { data: Record<"before" | "blocks" | "after", { type: string }[]> } }[] } };
  return new Set(state.queries.flatMap(({ state: { data } }) => [...data.before, ...data.blocks, ...data.after].map((block) => block.type)));
}

/** Gzip bytes per owner (block, entry or shared module) of the scripts the page's HTML names. */
export async function pageJavaScript(client: ReturnType<typeof siteClient>, html: string): Promise<{ files: number; bytes: number; byOwner: Map<string, number> }> {
  const manifest = readManifest();
  const owners = ownersOfFiles(manifest);
  const byOwner = new Map<string, number>();
  const scripts = scriptsOf(html, manifest);
  for (const script of scripts) {
    const { body } = await client.get(script);
    const owner = owners.get(script) ?? script;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + gzipSync(body, { level: 9 }).length);
  }
  return { files: scripts.length, bytes: [...byOwner.values()].reduce((sum, size) => sum + size, 0), byOwner };
}
