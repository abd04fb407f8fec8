import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Database } from "../types/services.ts";
import type { ReviewsTable } from "../storage/tables/reviews-table.ts";
import type { LocatedReview, RatingTotals } from "../rules/reviews.ts";

/** What a review source gives: the review (its id is the source's id) and the location it is about. */
export type ReviewInput = Omit<ReviewsTable, "id" | "site_slug" | "status" | "updated_at">;

/** Adds or updates reviews of a site by their source and source id; `status` is set on every one. */
export async function saveReviews(db: Database, siteSlug: string, reviews: readonly ReviewInput[], status: ReviewsTable["status"], now: Date): Promise<{ added: number; updated: number }> {
  let added = 0;
  for (const review of reviews) {
    const exists = await db.selectFrom("reviews").select("id").where("site_slug", "=", siteSlug).where("source", "=", review.source).where("source_id", "=", review.source_id).executeTakeFirst();
    const row = { ...review, status, updated_at: now.toISOString() };
    if (exists) await db.updateTable("reviews").set(row).where("id", "=", exists.id).execute();
    else {
      await db.insertInto("reviews").values({ id: randomUUID(), site_slug: siteSlug, ...row }).execute();
      added += 1;
    }
  }
  return { added, updated: reviews.length - added };
}

/** The review a lead sent through the review form: its status and the dealer's reply; undefined while the dealer has not decided. */
export async function formReviewOf(db: Database, siteSlug: string, leadId: string): Promise<Pick<ReviewsTable, "id" | "status" | "reply_text" | "reply_date"> | undefined> {
  return db.selectFrom("reviews").select(["id", "status", "reply_text", "reply_date"]).where("site_slug", "=", siteSlug).where("source", "=", "form").where("source_id", "=", leadId).executeTakeFirst();
}

/** Count and total stars of each location's published reviews (one grouped query, however many reviews). */
export async function storedRatingTotals(db: Database, siteSlug: string): Promise<Map<string, RatingTotals>> {
  const rows = await db
    .selectFrom("reviews")
    .select((eb) => ["location_slug", eb.fn.countAll<number | string>().as("count"), eb.fn.sum<number | string>("rating").as("total")])
    .where("site_slug", "=", siteSlug)
    .where("status", "=", "published")
    .groupBy("location_slug")
    .execute();
  return new Map(rows.map((row) => [row.location_slug, { count: Number(row.count), total: Number(row.total) }]));
}

interface ListQuery {
  minimumRating: number;
  hiddenReviewers: readonly string[];
  /** Only this location's reviews; every location's when null. */
  location: string | null;
  limit: number;
}

/** The newest published reviews that may be listed, at most `limit`: the candidates the listing rule picks from. */
export async function storedListedReviews(db: Database, siteSlug: string, query: ListQuery): Promise<LocatedReview[]> {
  let select = db
    .selectFrom("reviews")
    .selectAll()
    .where("site_slug", "=", siteSlug)
    .where("status", "=", "published")
    .where("rating", ">=", query.minimumRating);
  if (query.location !== null) select = select.where("location_slug", "=", query.location);
  // Hidden names match whatever their case, as the listing rule matches them.
  const hidden = query.hiddenReviewers.map((name) => name.trim().toLowerCase());
  if (hidden.length > 0) select = select.where(sql<string>`lower(customer_name)`, "not in", hidden);
  // Undated reviews last on both engines (PostgreSQL would put nulls first in a descending order).
  const rows = await select.orderBy(sql`coalesce(review_date, '')`, "desc").orderBy("id").limit(query.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    location: row.location_slug,
    customer_name: row.customer_name,
    rating: row.rating,
    ...(row.text !== null ? { text: row.text } : {}),
    ...(row.review_date !== null ? { review_date: row.review_date } : {}),
    reply_text: row.reply_text,
    reply_date: row.reply_date,
  }));
}
