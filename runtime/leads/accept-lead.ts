import type { ApiContext, Site } from "../types/index.ts";
import type { LeadFieldError, LeadSubmission } from "../forms/lead-types.ts";
import type { LeadRouteDeps } from "./lead-route-deps.ts";
import { completeLeadErrors } from "./complete-lead-check.ts";
import { siteCar, siteDealershipSlugs } from "./lead-context.ts";
import { leadWriter } from "./lead-writer.ts";
import { continuedLeadId, type StoreLeadInput } from "./lead-store.ts";
import { storeServiceBooking } from "./accept-service-booking.ts";
import { buildLeadForm } from "../forms/lead-forms.ts";
import { siteQuota } from "./lead-rate-limits.ts";
import { TOO_MANY } from "./lead-guard.ts";
import { sameSitePaths } from "../rules/visited-pages.ts";

export type Acceptance =
  | { ok: true; status: 200 | 201; leadId: string; leadSecret?: string }
  | { ok: false; status: 400 | 403 | 404 | 409; errors: LeadFieldError[] }
  | { ok: false; status: 429; errors: LeadFieldError[]; retryAfterSeconds: number };

export const UNKNOWN_CAR = "Unknown car";
export const UNKNOWN_LEAD = "Unknown lead";
export const SECRET_REQUIRED = "Only the browser that created this lead can change it (Lead-Secret header)";
export const KEY_REUSED = "This Idempotency-Key was already used for a different submission";

/**
 * Everything after the body is parsed and schema-valid, shared by the JSON API and the no-JavaScript form post:
 * the car and dealership must be this site's, then the lead is stored (and queued for delivery) durably. Only
 * a stored lead that is not spam uses the site-wide quota, so junk never keeps a real shopper out. Changing a
 * stored lead takes the secret its creation answered with (`secret`); its id alone is refused.
 */
export async function acceptLead(
  submission: LeadSubmission,
  site: Site,
  ctx: ApiContext,
  deps: LeadRouteDeps,
  idempotency: { key: string; bodyHash: string } | null,
  secret: string | null,
): Promise<Acceptance> {
  const { userData, isLastStep } = submission;
  const car = await siteCar(ctx.services, site, userData.car_id);
  if (car === undefined) return { ok: false, status: 404, errors: [{ field: "car_id", message: UNKNOWN_CAR }] };
  const references = referenceErrors(submission, site);
  if (references.length > 0) return { ok: false, status: 400, errors: references };
  // What the form always sends (its category, subcategory...) is filled in when a hand-made request leaves it out.
  const spam = typeof userData.website === "string" && userData.website.trim() !== "";
  const continued = continuedLeadId({ spam, userData });
  if (continued !== undefined && secret === null) {
    return { ok: false, status: 403, errors: [{ field: userData.lead_id ? "lead_id" : "id", message: SECRET_REQUIRED }] };
  }
  const quota = siteQuota(deps.limiter(ctx.services.db), site.leads.server, deps.overrides, site.slug, deps.now().getTime());
  const room = spam ? { allowed: true as const } : await quota.check();
  if (!room.allowed) {
    return { ok: false, status: 429, errors: [{ field: "body", message: TOO_MANY }], retryAfterSeconds: room.retryAfterSeconds };
  }
  const fixed = userData.form ? (buildLeadForm(userData.form, { site, car })?.fixed ?? {}) : {};
  const input: StoreLeadInput = {
    siteSlug: site.slug,
    // A lead about a car is at the car's location unless the shopper chose one: the console filters leads by it.
    userData: { ...fixed, ...(typeof car?.location_id === "number" && { location_id: car.location_id }), ...userData, ...visitedSitePages(userData) },
    isLastStep,
    spam,
    idempotency,
    secret,
    channels: site.leads.server.webhooks.map((w) => w.name),
    now: deps.now(),
    accountId: ctx.user?.id ?? null,
    checkComplete: (merged) => completeLeadErrors(merged, site, car),
  };
  // A service booking takes its slot with the lead, in a transaction of its own rather than the writer's batch.
  const booking = userData.form === "service-enquiry" && !spam && continued === undefined;
  const result = booking ? await storeServiceBooking(ctx.services, site, input) : await leadWriter(ctx.services.db).store(input);
  switch (result.kind) {
    case "created":
      if (!spam) await quota.spend();
      deps.onQueued();
      return { ok: true, status: 201, leadId: result.leadId, leadSecret: result.secret };
    case "updated":
      await quota.spend();
      deps.onQueued();
      return { ok: true, status: 200, leadId: result.leadId };
    case "replayed":
      return { ok: true, status: 200, leadId: result.leadId, leadSecret: result.secret };
    case "conflict":
      return { ok: false, status: 409, errors: [{ field: "Idempotency-Key", message: KEY_REUSED }] };
    case "unknown-lead":
      return { ok: false, status: 404, errors: [{ field: result.field, message: UNKNOWN_LEAD }] };
    case "invalid":
      return { ok: false, status: 400, errors: result.errors };
    case "refused":
      return { ok: false, status: 409, errors: result.errors };
  }
}

function referenceErrors({ userData }: LeadSubmission, site: Site): LeadFieldError[] {
  const errors: LeadFieldError[] = [];
  if (userData.dealership_slug !== undefined && !siteDealershipSlugs(site).has(userData.dealership_slug)) {
    errors.push({ field: "dealership_slug", message: "Please choose a valid dealership." });
  }
  const locationId = userData.location_id;
  if (typeof locationId === "number" && !site.locations.some((l) => l.id === locationId)) {
    errors.push({ field: "location_id", message: "Please choose a valid location." });
  }
  return errors;
}

/** The lead's visited pages as the site's own paths only (a hand-made request may have put anything there). */
function visitedSitePages(userData: LeadSubmission["userData"]): Pick<LeadSubmission["userData"], "lead_attributes"> {
  const attributes = userData.lead_attributes;
  return attributes?.visited_pages ? { lead_attributes: { ...attributes, visited_pages: sameSitePaths(attributes.visited_pages) } } : {};
}
