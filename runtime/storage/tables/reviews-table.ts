/** A customer review of one of a site's locations (spec §3 Review), with where it came from and whether it shows. */
export interface ReviewsTable {
  id: string;
  site_slug: string;
  location_slug: string;
  /** `import`: a dealer's Google reviews export; `form`: the site's review form, `source_id` its lead's id. */
  source: "import" | "form";
  /** The review's id at its source, unique per site and source, so a second import updates rather than repeats. */
  source_id: string;
  customer_name: string;
  text: string | null;
  rating: number;
  review_date: string | null;
  reply_text: string | null;
  reply_date: string | null;
  /** Only `published` reviews are shown and counted; a review-form review the dealer rejected is `rejected`. */
  status: "published" | "rejected";
  updated_at: string;
}
