import type { ApiHandler } from "../types/index.ts";
import type { AccountDeps } from "../accounts/account-deps.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { staffOnly } from "./console-guard.ts";
import { leadsAfter } from "./inbox-store.ts";
import { viewerOf } from "./lead-handling.ts";
import { shopperName, siteTimeZone, wallTime } from "./console-time.ts";

/** How often an open inbox looks for new leads; read from the database, so leads any server stored are seen. */
const POLL_MS = 2_000;
/** A stream ends after this long and the browser opens another (EventSource reconnects): no connection lives on. */
const STREAM_MS = 50_000;
/** Open streams one site may hold at once; more are refused with 429. */
const STREAMS_PER_SITE = 50;
const LEADS_PER_POLL = 20;

const openStreams = new Map<string, number>();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * GET /console/leads/events: server-sent events, one `lead` event per new lead the viewer may see (sales staff:
 * only those assigned to them), each with the lead's received time as its id, so a reconnecting browser resumes
 * after the last it got (`Last-Event-ID`, else `after`).
 */
export function liveLeads(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (request, ctx, staff, now) => {
    const site = ctx.site.slug;
    const timeZone = siteTimeZone(ctx.site);
    const resumeAt = request.headers.get("last-event-id") ?? ctx.url.searchParams.get("after") ?? "";
    let after = ISO.test(resumeAt) ? resumeAt : now.toISOString();
    if ((openStreams.get(site) ?? 0) >= STREAMS_PER_SITE) return htmlNotice(429, "Too many open inboxes on this site.", "/console/leads", { "retry-after": "60" });
    openStreams.set(site, (openStreams.get(site) ?? 0) + 1);
    const encoder = new TextEncoder();
    let poll: NodeJS.Timeout | undefined;
    let end: NodeJS.Timeout | undefined;
    const stop = () => {
      if (!end) return;
      clearInterval(poll);
      clearTimeout(end);
      end = undefined;
      openStreams.set(site, (openStreams.get(site) ?? 1) - 1);
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("retry: 3000\n\n"));
        poll = setInterval(() => {
          const found = leadsAfter(ctx.services.db, site, viewerOf(staff), after, LEADS_PER_POLL);
          void found.then((leads) => {
            if (!end) return;
            for (const { lead } of leads) {
              const name = shopperName(JSON.parse(lead.payload) as Record<string, unknown>);
              const data = { id: lead.id, name, category: lead.category ?? lead.form ?? "", received: wallTime(lead.created_at, timeZone) };
              controller.enqueue(encoder.encode(`id: ${lead.created_at}\nevent: lead\ndata: ${JSON.stringify(data)}\n\n`));
              after = lead.created_at;
            }
          }, () => {
            // Storage failed (or is closing): the browser reconnects and resumes from the last lead it got.
            if (!end) return;
            stop();
            controller.close();
          });
        }, POLL_MS);
        end = setTimeout(() => {
          stop();
          controller.close();
        }, STREAM_MS);
      },
      cancel: stop,
    });
    return new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" } });
  });
}
