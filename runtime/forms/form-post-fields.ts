/** Hidden fields the no-JavaScript form carries besides the shopper's answers. */
export const FORM_POST = {
  form: "_form",
  block: "_block",
  back: "_back",
  key: "_key",
  car: "_car",
  page: "_page",
  honeypot: "website",
} as const;

/**
 * The idempotency key a form posts: its page view's key with its block id, so each form of a view has its own (a
 * key names one submission: another form's lead under it would be refused as a conflict).
 */
export function formPostKey(viewKey: string, blockId: string): string {
  return `${viewKey}-${blockId}`;
}

export const FORM_POST_PATH = "/api/leads/form";

/**
 * Only a path on this site is a place to go back to (never another origin: no open redirect). Control characters
 * are refused too: browsers drop tabs and newlines from a URL, so `/<tab>/evil.example` would lead off the site.
 */
export function safeBackPath(value: string | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || /[\u0000-\u001f\u007f]/.test(value)) return "/";
  return value.slice(0, 2000);
}

/** The back path with the draft token in its query and the form's block as its fragment. */
export function backWithDraft(back: string, token: string, blockId: string, query: string): string {
  const url = new URL(back, "http://x");
  url.searchParams.set(query, token);
  return `${url.pathname}${url.search}#${encodeURIComponent(blockId)}`;
}
