/**
 * Where the browser fetches a page payload during client-side navigation. `from` is the page the shopper is
 * leaving: by the time the fetch starts the address bar already shows the new page, so the Referer cannot
 * tell a gated page where the visitor came from.
 */
export function pageDataUrl(path: string, from?: string): string {
  const query = `path=${encodeURIComponent(path)}`;
  return `/__forecourt/page?${from ? `${query}&from=${encodeURIComponent(from)}` : query}`;
}

/** Serialises data for an inline `<script type="application/json">` without letting it close the tag. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
