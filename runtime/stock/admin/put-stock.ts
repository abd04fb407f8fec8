import { jsonResponse } from "../../http/json-response.ts";
import type { ApiContext } from "../../types/index.ts";
import { importStock } from "../feed/import-stock.ts";
import { siteFeedPhotos, type FeedMedia } from "../feed/site-feed-photos.ts";
import { authorizeSite, refusal } from "./admin-auth.ts";

/** The largest feed the stock API reads (the feeds' default max_bytes). */
export const FEED_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

const FORMATS: Record<string, "csv" | "json"> = { "text/csv": "csv", "application/json": "json", "application/x-ndjson": "json", "application/jsonl": "json" };

/**
 * PUT /api/admin/sites/{slug}/stock: a feed from the dealer's system (CSV with the feed's mapping, a JSON array
 * or JSON Lines by Content-Type). `?feed=<name>` picks the feed's settings, `?accept_valid=1` applies the valid
 * rows of a feed with problems, `?changes_only=1` sells no car it leaves out. 200 with the import report when
 * applied; 400 with it when the feed was rejected and nothing changed. The photos it names are taken in to `media`.
 */
export function putStock(media: FeedMedia) {
  return (request: Request, ctx: ApiContext) => importFeed(request, ctx, media);
}

async function importFeed(request: Request, ctx: ApiContext, media: FeedMedia): Promise<Response> {
  const authorized = await authorizeSite(request, ctx);
  if ("response" in authorized) return authorized.response;
  const { site } = authorized;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const format = FORMATS[type];
  if (!format) return refusal(415, `Content-Type must be one of ${Object.keys(FORMATS).join(", ")}`);
  const name = ctx.url.searchParams.get("feed");
  const feed = name === null ? site.stock.feeds[0] : site.stock.feeds.find((candidate) => candidate.name === name);
  if (!feed) return refusal(400, `Site ${site.slug} has no feed ${name}`);
  // The server has read the body within the route's limit (FEED_BODY_LIMIT_BYTES); the feed's encoding applies.
  const bytes = new Uint8Array(await request.arrayBuffer());
  const report = await importStock(ctx.services.stock, site, bytes, {
    source: "api:put",
    feed: { ...feed, format, full: feed.full && !flag(ctx.url, "changes_only") },
    acceptValid: flag(ctx.url, "accept_valid"),
    photos: siteFeedPhotos(media, site.slug),
  });
  if (report.outcome === "applied") return jsonResponse(report);
  return refusal(400, `The feed has ${report.problems.length} problem(s): nothing changed`, { report });
}

function flag(url: URL, name: string): boolean {
  const value = url.searchParams.get(name);
  return value === "1" || value === "true";
}
