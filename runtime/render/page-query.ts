/** The react-query key of a resolved page: the same on the server (dehydrated) and in the browser. */
export function pageQueryKey(path: string): readonly ["page", string] {
  return ["page", path];
}

/** Where the browser fetches a page payload during client-side navigation. */
export function pageDataUrl(path: string): string {
  return `/__forecourt/page?path=${encodeURIComponent(path)}`;
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
