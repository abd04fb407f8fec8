import type { ApiHandler, ApiRoute } from "../types/index.ts";
import { type AccountDeps, seeOther, type SiteContext } from "../accounts/account-deps.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { leadsToCsv } from "../leads/export/export-format.ts";
import { carsById } from "../accounts/car-entry.ts";
import { inboxQuery, readInboxFilter } from "../rules/console/inbox-filter.ts";
import { LIVE_INBOX_SCRIPT } from "./live-inbox-script.ts";
import { liveLeads } from "./live-leads.ts";
import { canAssignLeads, canHandleReservations, canModerateReviews, canOpenLead, LEAD_PROGRESS, type LeadProgress } from "../rules/console/staff-role.ts";
import { staffFormPost, staffOnly } from "./console-guard.ts";
import { consoleHtml } from "./console-page.tsx";
import { siteTimeZone } from "./console-time.ts";
import { inboxExport, inboxPage } from "./inbox-store.ts";
import { InboxView, siteLocations } from "./inbox-view.tsx";
import { leadPayments } from "./lead-payments.ts";
import { changeHandling, leadHandling, leadNotes, retryDelivery, viewerOf, type HandlingChange, type HandlingOutcome } from "./lead-handling.ts";
import { LeadView } from "./lead-view.tsx";
import { notifyLeadQueued } from "../leads/delivery-signal.ts";
import { auditTrail } from "./audit-log.ts";
import { listStaff, type Staff } from "./staff-store.ts";
import { formReviewOf } from "../reviews/review-store.ts";
import { moderateReview, REPLY_LIMIT, replyToReview, type ReviewDecision } from "./review-moderation.ts";

const MAX_NOTE = 2000;
const NOTICES: Record<string, string> = { changed: "Saved.", published: "The review is published.", rejected: "The review will not be shown.", unchanged: "Nothing to change.", "unknown-staff": "That person is not on this site's staff.", retrying: "Sending it again now.", replied: "Your reply is saved: it shows under the review on the site." };

/** GET /console/leads: the inbox, a page of the filter in the query. */
function inbox(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (_request, ctx, staff, now) => {
    const { db, stock } = ctx.services;
    const filter = readInboxFilter(ctx.url.searchParams);
    const timeZone = siteTimeZone(ctx.site);
    const { leads, hasNext } = await inboxPage(db, ctx.site.slug, timeZone, filter, viewerOf(staff));
    const carIds = leads.map(({ lead }) => lead.car_id).filter((id): id is number => id !== null);
    const cars = await carsById(stock, carIds);
    const staffList = canAssignLeads(viewerOf(staff)) ? await listStaff(db, ctx.site.slug) : null;
    const live = filter.page === 1 && inboxQuery(filter) === "";
    const view = { filter, leads, hasNext, cars, categories: ctx.site.leads.categories, locations: siteLocations(ctx.site), staff: staffList, overdueMinutes: ctx.site.leads.server.overdue_minutes, timeZone, now, live };
    return consoleHtml(200, { site: ctx.site, title: "Leads", staff, ...(live ? { script: LIVE_INBOX_SCRIPT } : {}) }, <InboxView {...view} />);
  });
}

/** GET /console/leads.csv: every lead of the filter, with the export's neutralised cells. */
function exportCsv(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (_request, ctx, staff, now) => {
    const leads = await inboxExport(ctx.services.db, ctx.site.slug, siteTimeZone(ctx.site), readInboxFilter(ctx.url.searchParams), viewerOf(staff));
    const name = `${ctx.site.slug}-leads-${now.toISOString().slice(0, 10)}.csv`;
    return new Response(leadsToCsv(leads, ["progress", "assigned_to"]), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"`, "cache-control": "no-store" },
    });
  });
}

/** GET /console/leads/{id}: one lead, when the viewer may open it (403 for a sales user's colleague's lead). */
function leadPage(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (_request, ctx, staff, now) => {
    const { db, stock } = ctx.services;
    const id = ctx.params.id!;
    const handling = await leadHandling(db, ctx.site.slug, id);
    if (!handling) return htmlNotice(404, "There is no such lead.", "/console/leads");
    if (!canOpenLead(viewerOf(staff), handling.assigned_to)) return htmlNotice(403, "This lead is assigned to someone else.", "/console/leads");
    const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const [car, deliveries, payments, notes, trail, staffList, storedReview] = await Promise.all([
      lead.car_id === null ? undefined : stock.getById(lead.car_id),
      db.selectFrom("lead_outbox").selectAll().where("lead_id", "=", id).orderBy("created_at").execute(),
      leadPayments(db, lead),
      leadNotes(db, ctx.site.slug, id),
      auditTrail(db, ctx.site.slug, id),
      canAssignLeads(viewerOf(staff)) ? listStaff(db, ctx.site.slug) : null,
      lead.form === "review" ? formReviewOf(db, ctx.site.slug, id) : undefined,
    ]);
    const review = lead.form === "review" ? { status: storedReview?.status ?? "pending", reply: storedReview?.reply_text ?? null, canModerate: canModerateReviews(viewerOf(staff)) } : null;
    const view = {
      lead, progress: handling.progress, assignedTo: handling.assigned_to, car, deliveries, payments, linksReservations: canHandleReservations(staff.role), notes, trail, staff: staffList, review,
      notice: NOTICES[ctx.url.searchParams.get("done") ?? ""] ?? null, overdueMinutes: ctx.site.leads.server.overdue_minutes, timeZone: siteTimeZone(ctx.site), now,
    };
    return consoleHtml(200, { site: ctx.site, title: "Lead", staff }, <LeadView {...view} />);
  });
}

/** What a handling form posted, or null when it makes no sense (a 400). */
type ReadChange = (fields: URLSearchParams) => HandlingChange | null;

const readProgress: ReadChange = (fields) => {
  const progress = fields.get("status");
  return LEAD_PROGRESS.includes(progress as LeadProgress) ? { kind: "progress", progress: progress as LeadProgress } : null;
};
const readAssignee: ReadChange = (fields) => {
  const staffId = fields.get("staff_id");
  return staffId === null || staffId.length > 64 ? null : { kind: "assign", staffId: staffId || null };
};
const readNote: ReadChange = (fields) => {
  const text = (fields.get("text") ?? "").trim();
  return text && text.length <= MAX_NOTE ? { kind: "note", text } : null;
};

const REFUSALS: Partial<Record<HandlingOutcome, [number, string]>> = {
  "not-found": [404, "There is no such lead."],
  forbidden: [403, "Your role does not allow this change to this lead."],
};

/** A POST that changes a lead's handling (a plain form post): back to the lead, saying what happened. */
function handlingPost(deps: AccountDeps, read: ReadChange): ApiHandler {
  return staffFormPost(deps, async (fields, ctx, staff, now) => {
    const id = ctx.params.id!;
    const change = read(fields);
    if (!change) return htmlNotice(400, "This form was not filled in as it should be.", `/console/leads/${id}`);
    const outcome = await changeHandling(ctx.services.db, staff, id, change, now);
    const refusal = REFUSALS[outcome];
    if (refusal) return htmlNotice(refusal[0], refusal[1], "/console/leads");
    if (outcome === "changed" && change.kind === "assign" && change.staffId && change.staffId !== staff.id) await tellAssignee(ctx, staff, change.staffId, id);
    return seeOther(`/console/leads/${id}?done=${outcome}`);
  });
}

/** E-mails a member of staff that a colleague has given them a lead, with the link to it. */
async function tellAssignee(ctx: SiteContext, from: Staff, assigneeId: string, leadId: string): Promise<void> {
  const assignee = (await listStaff(ctx.services.db, ctx.site.slug)).find((member) => member.id === assigneeId);
  if (!assignee) return;
  await ctx.services.notifier.send(ctx.site, {
    to: assignee.email,
    subject: `A ${ctx.site.name} lead is assigned to you`,
    text: `${from.email} has assigned you a lead: ${ctx.url.origin}/console/leads/${leadId}`,
  });
}

/** POST /console/leads/{id}/deliveries/{delivery}/retry: 'Retry now' for one webhook delivery. */
function retryNow(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (_request, ctx, staff, now) => {
    const id = ctx.params.id!;
    const outcome = await retryDelivery(ctx.services.db, staff, id, ctx.params.delivery!, now);
    const refusal = REFUSALS[outcome];
    if (refusal) return htmlNotice(refusal[0], refusal[1], "/console/leads");
    if (outcome === "changed") notifyLeadQueued();
    return seeOther(`/console/leads/${id}?done=${outcome === "changed" ? "retrying" : outcome}`);
  });
}

const DECISIONS: readonly ReviewDecision[] = ["approve", "reject"];

/** POST /console/leads/{id}/review: an owner or manager approves (publishes) or rejects a review-form lead's review. */
function reviewDecision(deps: AccountDeps): ApiHandler {
  return staffFormPost(deps, async (fields, ctx, staff, now) => {
    const id = ctx.params.id!;
    const decision = fields.get("decision") as ReviewDecision;
    if (!DECISIONS.includes(decision)) return htmlNotice(400, "This form was not filled in as it should be.", `/console/leads/${id}`);
    const outcome = await moderateReview(ctx.services.db, staff, ctx.site, id, decision, now);
    const refusal = outcome === "not-found" ? REFUSALS["not-found"] : outcome === "forbidden" ? ([403, "Only owners and managers approve reviews."] as const) : undefined;
    if (refusal) return htmlNotice(refusal[0], refusal[1], "/console/leads");
    return seeOther(`/console/leads/${id}?done=${outcome === "changed" ? (decision === "approve" ? "published" : "rejected") : outcome}`);
  });
}

/** POST /console/leads/{id}/review/reply: an owner or manager writes (or, empty, removes) the review's public reply. */
function reviewReply(deps: AccountDeps): ApiHandler {
  return staffFormPost(deps, async (fields, ctx, staff, now) => {
    const id = ctx.params.id!;
    const reply = fields.get("reply") ?? "";
    if (reply.length > REPLY_LIMIT) return htmlNotice(400, `A reply is at most ${REPLY_LIMIT} characters.`, `/console/leads/${id}`);
    const outcome = await replyToReview(ctx.services.db, staff, ctx.site, id, reply, now);
    if (outcome === "forbidden") return htmlNotice(403, "Only owners and managers reply to reviews.", "/console/leads");
    if (outcome === "not-found") return htmlNotice(404, "There is no approved or rejected review of this lead to reply to.", "/console/leads");
    return seeOther(`/console/leads/${id}?done=${outcome === "changed" ? "replied" : outcome}`);
  });
}

export function consoleLeadRoutes(deps: AccountDeps): ApiRoute[] {
  return [
    { method: "GET", path: "/console/leads", handler: inbox(deps) },
    { method: "GET", path: "/console/leads.csv", handler: exportCsv(deps) },
    { method: "GET", path: "/console/leads/events", handler: liveLeads(deps), stream: true },
    { method: "GET", path: "/console/leads/{id}", handler: leadPage(deps) },
    { method: "POST", path: "/console/leads/{id}/status", handler: handlingPost(deps, readProgress) },
    { method: "POST", path: "/console/leads/{id}/assign", handler: handlingPost(deps, readAssignee) },
    { method: "POST", path: "/console/leads/{id}/notes", handler: handlingPost(deps, readNote) },
    { method: "POST", path: "/console/leads/{id}/review", handler: reviewDecision(deps) },
    { method: "POST", path: "/console/leads/{id}/review/reply", handler: reviewReply(deps) },
    { method: "POST", path: "/console/leads/{id}/deliveries/{delivery}/retry", handler: retryNow(deps) },
  ];
}
