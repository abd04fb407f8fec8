/**
 * Where the browser fetches a page payload during client-side navigation. `from` is the page the shopper is
 * leaving: by the time the fetch starts the address bar already shows the new page, so the Referer cannot
 * tell a gated page where the visitor came from.
 */
export function pageDataUrl(path: string, from?: string): string {
  const query = `path=${encodeURIComponent(path)}`;
  return `/__forecourt/page?${from ? `${query}&from=${encodeURIComponent(from)}` : query}`;
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** Serialises data for an inline `<script type="application/json">` without letting it close the tag. */
export function inlineJson(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

/** JSON text made safe to stand in an inline `<script type="application/json">`, as inlineJson writes it. */
export function scriptSafeJson(json: string): string {
  return json.replace(UNSAFE_IN_SCRIPT, (character) => ESCAPES[character]!);
}
