import { randomUUID } from "node:crypto";
import type { ApiHandler } from "../types/index.ts";
import type { LeadRouteDeps } from "./lead-route-deps.ts";
import { guardLeadPost, tooMany } from "./lead-guard.ts";
import { siteQuota } from "./lead-rate-limits.ts";
import { checkMiscellaneous } from "./lead-validator.ts";
import { jsonResponse } from "../http/json-response.ts";
import { errorResponse, singleError } from "./lead-responses.ts";
import { withLeadFailureGuard } from "./lead-failure.ts";
import { parseJsonBody } from "../http/read-json-body.ts";
import { nestsDeeperThan } from "./json-depth.ts";
import { SECRET_REQUIRED, UNKNOWN_LEAD } from "./accept-lead.ts";
import { LEAD_SECRET_HEADER, secretMatches } from "./lead-secret.ts";

const MAX_DEPTH = 16;

/**
 * POST /api/miscellaneous (spec §7): `{ column_name: 'valuation', value, lead_id? }` kept beside the lead; with
 * a lead_id, only for the browser holding that lead's secret (Lead-Secret header), as any change to a lead.
 */
export function postMiscellaneous(deps: LeadRouteDeps): ApiHandler {
  return withLeadFailureGuard(async (request, ctx) => {
    const guarded = await guardLeadPost(request, ctx, deps);
    if (!guarded.ok) return guarded.response;
    const { site, text } = guarded;
    const parsed = parseJsonBody(request, text);
    if (!parsed.ok) return parsed.response;
    const { body } = parsed;
    const checked = checkMiscellaneous(body);
    if (!checked.ok) return errorResponse(400, checked.errors);
    const { column_name, lead_id = null, value } = checked.value;
    if (nestsDeeperThan(value, MAX_DEPTH)) return singleError(400, "value", `value may nest at most ${MAX_DEPTH} levels`);
    const { db } = ctx.services;
    if (lead_id) {
      const secret = request.headers.get(LEAD_SECRET_HEADER);
      if (secret === null) return singleError(403, "lead_id", SECRET_REQUIRED);
      const lead = await db
        .selectFrom("leads")
        .select("secret_hash")
        .where("id", "=", lead_id)
        .where("site_slug", "=", site.slug)
        .executeTakeFirst();
      if (!lead || !secretMatches(secret, lead.secret_hash)) return singleError(404, "lead_id", UNKNOWN_LEAD);
    }
    const quota = siteQuota(deps.limiter(db), site.leads.server, deps.overrides, site.slug, deps.now().getTime());
    const room = await quota.check();
    if (!room.allowed) return tooMany(room.retryAfterSeconds);
    const id = randomUUID();
    const record = {
      id,
      site_slug: site.slug,
      lead_id,
      column_name,
      value: JSON.stringify(value),
      created_at: deps.now().toISOString(),
    };
    await db.insertInto("lead_records").values(record).execute();
    await quota.spend();
    return jsonResponse({ id }, 201);
  });
}
