import type { PagePayload } from "../types/index.ts";
import { pageDataUrl } from "../render/page-query.ts";
import { loadBlockTypes } from "./block-chunks.ts";

/** Fetches a page payload for client-side navigation, with its block chunks ready to render. */
export async function fetchPage(path: string, from?: string): Promise<PagePayload> {
  const response = await fetch(pageDataUrl(path, from), { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`Page request failed with ${response.status}`);
  const payload = (await response.json()) as PagePayload;
  await loadBlockTypes([...payload.before, ...payload.blocks, ...payload.after].map((block) => block.type));
  return payload;
}
