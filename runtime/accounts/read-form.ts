import { readBodyText } from "../http/read-json-body.ts";
import { htmlNotice } from "../leads/html-notice.ts";

const FORM_LIMIT_BYTES = 64 * 1024;

/** A posted form's fields; a body too large or unreadable is answered with a small page. */
export async function readForm(request: Request): Promise<{ ok: true; fields: URLSearchParams } | { ok: false; response: Response }> {
  const body = await readBodyText(request, FORM_LIMIT_BYTES);
  if (!body.ok) return { ok: false, response: htmlNotice(body.response.status, "This form could not be read. Please try again.", "/sign-in") };
  return { ok: true, fields: new URLSearchParams(body.text) };
}
