import type { Database } from "../types/services.ts";
import type { Site } from "../types/index.ts";
import { canModerateReviews } from "../rules/console/staff-role.ts";
import { reviewOfLead } from "../reviews/form-review.ts";
import { formReviewOf, saveReviews } from "../reviews/review-store.ts";
import { recordAudit } from "./audit-log.ts";
import { leadHandling, viewerOf, type HandlingOutcome } from "./lead-handling.ts";
import type { Staff } from "./staff-store.ts";

export type ReviewDecision = "approve" | "reject";

/**
 * Publishes (approve) or withholds (reject) the review a review-form lead sent, on behalf of an owner or manager
 * of the lead's site, audited with the decision before and after, in one transaction. A decision may be changed.
 */
export async function moderateReview(db: Database, staff: Staff, site: Pick<Site, "slug" | "locations">, leadId: string, decision: ReviewDecision, now: Date): Promise<HandlingOutcome> {
  if (!canModerateReviews(viewerOf(staff))) return "forbidden";
  return db.transaction().execute(async (trx) => {
    if (staff.site_slug !== site.slug || !(await leadHandling(trx, site.slug, leadId))) return "not-found";
    const lead = await trx.selectFrom("leads").select(["id", "form", "payload", "created_at"]).where("id", "=", leadId).executeTakeFirstOrThrow();
    const review = reviewOfLead(lead, site.locations);
    if (!review) return "not-found";
    const stored = await formReviewOf(trx, site.slug, leadId);
    const before = stored?.status ?? "pending";
    const after = decision === "approve" ? "published" : "rejected";
    if (before === after) return "unchanged";
    // A decision changed keeps the dealer's public reply.
    await saveReviews(trx, site.slug, [{ ...review, reply_text: stored?.reply_text ?? null, reply_date: stored?.reply_date ?? null }], after, now);
    await recordAudit(trx, { siteSlug: site.slug, actor: staff.email, action: `review.${decision}`, subject: leadId, before: { review: before }, after: { review: after } }, now);
    return "changed";
  });
}

/** The longest public reply to a review. */
export const REPLY_LIMIT = 2000;

/**
 * Writes (or, empty, removes) the dealer's public reply to the review a review-form lead sent, shown under it on the
 * site, on behalf of an owner or manager of the lead's site, audited before and after in one transaction. The
 * review must have been decided on (a pending one is not stored yet).
 */
export async function replyToReview(db: Database, staff: Staff, site: Pick<Site, "slug">, leadId: string, reply: string, now: Date): Promise<HandlingOutcome> {
  if (!canModerateReviews(viewerOf(staff))) return "forbidden";
  return db.transaction().execute(async (trx) => {
    const stored = staff.site_slug === site.slug ? await formReviewOf(trx, site.slug, leadId) : undefined;
    if (!stored) return "not-found";
    const after = reply.trim() || null;
    if (after === stored.reply_text) return "unchanged";
    const at = now.toISOString();
    await trx.updateTable("reviews").set({ reply_text: after, reply_date: after === null ? null : at, updated_at: at }).where("id", "=", stored.id).execute();
    await recordAudit(trx, { siteSlug: site.slug, actor: staff.email, action: "review.reply", subject: leadId, before: { reply: stored.reply_text }, after: { reply: after } }, now);
    return "changed";
  });
}
