import type { Location } from "../types/index.ts";
import type { LeadsTable } from "../storage/tables/lead-tables.ts";
import { reviewerName } from "../rules/reviews.ts";
import type { ReviewInput } from "./review-store.ts";

/**
 * The review a review-form lead sent, as it is published once the dealer approves it: credited by first name
 * and initial, dated the day it was sent, about the location it chose (the site's first listed one otherwise).
 * Null when the lead is not a review (another form, or no rating).
 */
export function reviewOfLead(lead: Pick<LeadsTable, "id" | "form" | "payload" | "created_at">, locations: readonly Location[]): ReviewInput | null {
  if (lead.form !== "review") return null;
  const answers = JSON.parse(lead.payload) as Record<string, unknown>;
  const rating = answers.rating;
  if (typeof rating !== "number" || typeof answers.name !== "string") return null;
  const listed = locations.filter((location) => location.visible !== false);
  const location = listed.find((candidate) => candidate.id === answers.location_id) ?? listed[0];
  if (!location) return null;
  return {
    source: "form",
    source_id: lead.id,
    location_slug: location.slug,
    customer_name: reviewerName(answers.name, typeof answers.last_name === "string" ? answers.last_name : undefined),
    text: typeof answers.message === "string" ? answers.message : null,
    rating,
    review_date: lead.created_at.slice(0, 10),
    reply_text: null,
    reply_date: null,
  };
}
