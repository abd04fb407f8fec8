import type { ApiHandler } from "../types/index.ts";
import type { LeadRouteDeps } from "./lead-route-deps.ts";
import { guardLeadPost, tooMany } from "./lead-guard.ts";
import { checkLeadSubmission } from "./lead-validator.ts";
import { acceptLead } from "./accept-lead.ts";
import { bodyHash } from "./body-hash.ts";
import { jsonResponse } from "../http/json-response.ts";
import { errorResponse, singleError } from "./lead-responses.ts";
import { withLeadFailureGuard } from "./lead-failure.ts";
import { parseJsonBody } from "../http/read-json-body.ts";
import { LEAD_SECRET_HEADER } from "./lead-secret.ts";

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * POST /api/leads: `{ userData, isLastStep }` -> 201 `{ lead_id, lead_secret }` once stored, 200 for a step or
 * a retry. A submission continuing a lead (its `lead_id`, or a valuation adjustment's `id`) carries the secret
 * in a Lead-Secret header: 403 without it, 404 with a wrong one, as for an unknown lead.
 */
export function postLead(deps: LeadRouteDeps): ApiHandler {
  return withLeadFailureGuard(async (request, ctx) => {
    const guarded = await guardLeadPost(request, ctx, deps);
    if (!guarded.ok) return guarded.response;
    const { site, text } = guarded;
    const key = request.headers.get("idempotency-key");
    if (key !== null && !KEY_PATTERN.test(key)) {
      return singleError(400, "Idempotency-Key", "Idempotency-Key must be 1 to 200 visible ASCII characters");
    }
    const parsed = parseJsonBody(request, text);
    if (!parsed.ok) return parsed.response;
    const { body } = parsed;
    const checked = checkLeadSubmission(body, site.leads.terms.error_message);
    if (!checked.ok) return errorResponse(400, checked.errors);
    const idempotency = key === null ? null : { key, bodyHash: bodyHash(body) };
    const secret = request.headers.get(LEAD_SECRET_HEADER);
    const accepted = await acceptLead(checked.value, site, ctx, deps, idempotency, secret);
    if (accepted.status === 429) return tooMany(accepted.retryAfterSeconds);
    if (!accepted.ok) return errorResponse(accepted.status, accepted.errors);
    const answer = accepted.leadSecret ? { lead_id: accepted.leadId, lead_secret: accepted.leadSecret } : { lead_id: accepted.leadId };
    return jsonResponse(answer, accepted.status);
  });
}
