import { escapeHtml } from "../rules/escape-html.ts";

/** A minimal page for a no-JavaScript form post that cannot go back to its form (rate limit, unknown site...). */
export function htmlNotice(status: number, message: string, backPath: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message)}</title></head><body><main><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(backPath)}">Back</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}
