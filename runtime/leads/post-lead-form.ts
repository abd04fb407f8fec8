import type { ApiHandler } from "../types/index.ts";
import type { LeadRouteDeps } from "./lead-route-deps.ts";
import type { FormId } from "../forms/form-types.ts";
import type { LeadFieldError } from "../forms/lead-types.ts";
import { buildLeadForm } from "../forms/lead-forms.ts";
import { coerceFormValues } from "../forms/coerce-form-values.ts";
import { formPostSubmission } from "./form-post-submission.ts";
import { guardLeadPost, TOO_MANY } from "./lead-guard.ts";
import { checkFormValues, checkLeadSubmission } from "./lead-validator.ts";
import { acceptLead, UNKNOWN_CAR } from "./accept-lead.ts";
import { siteCar } from "./lead-context.ts";
import { bodyHash } from "./body-hash.ts";
import { DRAFT_QUERY, saveFormDraft } from "./form-drafts.ts";
import { backWithDraft, FORM_POST, safeBackPath } from "../forms/form-post-fields.ts";
import { htmlNotice } from "./html-notice.ts";
import { withLeadFailureGuard } from "./lead-failure.ts";
import { canonicalOrigin } from "../routing/canonical-origin.ts";
import { LEAD_SUCCESS_COOKIE } from "../forms/success-record.ts";

const BLOCK_ID = /^[A-Za-z0-9_-]{1,100}$/;
// A page view's key and the form's block id (formPostKey).
const POST_KEY = /^[A-Za-z0-9_-]{8,200}$/;
// Long enough to land on /success and reload it once or twice; the page has nothing to show after that.
const SUCCESS_COOKIE_SECONDS = 10 * 60;

/**
 * POST /api/leads/form: the same lead API for a browser without JavaScript. Answers 303 to /success with the
 * lead's reference in a short-lived cookie (never in the URL), or 303 back to the form's page with a draft
 * token so the page shows the errors and keeps what was typed. It only creates leads, so it needs no secret.
 */
export function postLeadForm(deps: LeadRouteDeps): ApiHandler {
  return withLeadFailureGuard(async (request, ctx) => {
    const guarded = await guardLeadPost(request, ctx, deps);
    if (!guarded.ok)
      return htmlNotice(guarded.response.status, await firstMessage(guarded.response), "/", retryHeader(guarded.response));
    const { site, text } = guarded;
    const fields = new URLSearchParams(text);
    const back = safeBackPath(fields.get(FORM_POST.back));
    const blockId = fields.get(FORM_POST.block) ?? "";
    const formId = fields.get(FORM_POST.form) as FormId | null;
    const carParam = fields.get(FORM_POST.car);
    const car = carParam ? await siteCar(ctx.services, site, /^[0-9]{1,9}$/.test(carParam) ? Number(carParam) : -1) : null;
    if (car === undefined) return htmlNotice(404, UNKNOWN_CAR, back);
    const form = formId ? buildLeadForm(formId, { site, car }) : null;
    if (!form || !BLOCK_ID.test(blockId)) return htmlNotice(400, "This form could not be read. Please try again.", back);

    const redirectWithErrors = async (errors: LeadFieldError[]) => {
      const values = Object.fromEntries([...fields].filter(([name]) => !name.startsWith("_") && name !== FORM_POST.honeypot));
      const token = await saveFormDraft(ctx.services.db, site.slug, { block_id: blockId, values, errors }, deps.now());
      return redirect(backWithDraft(back, token, blockId, DRAFT_QUERY));
    };

    const values = coerceFormValues(fields, form);
    const formErrors = checkFormValues(values, form);
    if (formErrors.length > 0) return redirectWithErrors(formErrors);
    const userAgent = request.headers.get("user-agent") ?? "";
    const submission = formPostSubmission({ fields, values, back, origin: canonicalOrigin(site, ctx.url.origin), userAgent }, form, site, car);
    const checked = checkLeadSubmission(submission, form.termsMessage);
    if (!checked.ok) return redirectWithErrors(checked.errors);
    const key = fields.get(FORM_POST.key);
    const hash = bodyHash(values);
    // The key names the page view the form was sent from, which Back or a reload (a 304) keeps: the same enquiry
    // sent again is a retry, and another sent from that view is a new lead, not a conflict the shopper cannot fix.
    const idempotency = key && POST_KEY.test(key) ? { key: `${key}.${hash}`, bodyHash: hash } : null;
    const accepted = await acceptLead(checked.value, site, ctx, deps, idempotency, null);
    if (accepted.status === 429) return htmlNotice(429, TOO_MANY, back, { "retry-after": String(accepted.retryAfterSeconds) });
    if (!accepted.ok) return redirectWithErrors(accepted.errors);
    const secure = ctx.url.protocol === "https:" ? "; Secure" : "";
    const cookie = `${LEAD_SUCCESS_COOKIE}=${accepted.leadId}; Path=/success; Max-Age=${SUCCESS_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
    return redirect("/success", { "set-cookie": cookie });
  });
}

function redirect(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store", ...headers } });
}

async function firstMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { errors?: LeadFieldError[] } | null;
  return body?.errors?.[0]?.message ?? "This form could not be sent.";
}

function retryHeader(response: Response): Record<string, string> {
  const retryAfter = response.headers.get("retry-after");
  return retryAfter ? { "retry-after": retryAfter } : {};
}
