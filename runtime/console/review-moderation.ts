import type { Database } from "../types/services.ts";
import type { Site } from "../types/index.ts";
import { canModerateReviews } from "../rules/console/staff-role.ts";
import { reviewOfLead } from "../reviews/form-review.ts";
import { formReviewStatus, saveReviews } from "../reviews/review-store.ts";
import { recordAudit } from "./audit-log.ts";
import { leadHandling, type HandlingOutcome } from "./lead-handling.ts";
import type { Staff } from "./staff-store.ts";

export type ReviewDecision = "approve" | "reject";

/**
 * Publishes (approve) or withholds (reject) the review a review-form lead sent, on behalf of an owner or manager
 * of the lead's site, audited with the decision before and after, in one transaction. A decision may be changed.
 */
export async function moderateReview(db: Database, staff: Staff, site: Pick<Site, "slug" | "locations">, leadId: string, decision: ReviewDecision, now: Date): Promise<HandlingOutcome> {
  if (!canModerateReviews({ staffId: staff.id, role: staff.role })) return "forbidden";
  return db.transaction().execute(async (trx) => {
    if (staff.site_slug !== site.slug || !(await leadHandling(trx, site.slug, leadId))) return "not-found";
    const lead = await trx.selectFrom("leads").select(["id", "form", "payload", "created_at"]).where("id", "=", leadId).executeTakeFirstOrThrow();
    const review = reviewOfLead(lead, site.locations);
    if (!review) return "not-found";
    const before = (await formReviewStatus(trx, site.slug, leadId)) ?? "pending";
    const after = decision === "approve" ? "published" : "rejected";
    if (before === after) return "unchanged";
    await saveReviews(trx, site.slug, [review], after, now);
    await recordAudit(trx, { siteSlug: site.slug, actor: staff.email, action: `review.${decision}`, subject: leadId, before: { review: before }, after: { review: after } }, now);
    return "changed";
  });
}
