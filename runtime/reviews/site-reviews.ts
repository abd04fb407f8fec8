import type { Database } from "../types/services.ts";
import type { Location, Site } from "../types/index.ts";
import { listedReviews, locationSummary, locationTotals, ratingTotals, reviewSummary, type RatingTotals, type LocatedReview, type ReviewSummary } from "../rules/reviews.ts";
import { storedListedReviews, storedRatingTotals } from "./review-store.ts";

type ReviewSite = Pick<Site, "slug" | "reviews" | "locations">;

/** Each listed location's rating (by slug), from its stored and site-document reviews or its stated summary. */
export async function locationRatings(db: Database, site: ReviewSite): Promise<Record<string, ReviewSummary>> {
  const stored = await storedRatingTotals(db, site.slug);
  const ratings: Record<string, ReviewSummary> = {};
  for (const location of site.locations) {
    const summary = locationSummary(location, totalsOf(site, location.slug, stored));
    if (summary) ratings[location.slug] = summary;
  }
  return ratings;
}

export interface ReviewListing {
  summary: ReviewSummary;
  reviews: LocatedReview[];
}

/**
 * The reviews page: the rating over every review (of one location, or all the site's listed locations) and the
 * reviews the site lists, from storage and the site document alike.
 */
export async function reviewListing(db: Database, site: ReviewSite, location: Location | null): Promise<ReviewListing> {
  const options = site.reviews;
  const shown = location ? [location] : site.locations.filter((candidate) => candidate.visible !== false);
  const slugs = new Set(shown.map((candidate) => candidate.slug));
  const [stored, candidates] = await Promise.all([
    storedRatingTotals(db, site.slug),
    storedListedReviews(db, site.slug, { minimumRating: options.minimum_rating, hiddenReviewers: options.hidden_reviewers, location: location?.slug ?? null, limit: options.full_text_count }),
  ]);
  const summary = reviewSummary(shown.map((candidate) => locationTotals(candidate, totalsOf(site, candidate.slug, stored))).filter((totals) => totals !== null));
  const entered = Object.entries(options.entries).flatMap(([slug, reviews]) => (slugs.has(slug) ? reviews.map((review) => ({ ...review, location: slug })) : []));
  const fromStorage = candidates.filter((review) => slugs.has(review.location));
  return { summary, reviews: listedReviews([...entered, ...fromStorage], options) };
}

function totalsOf(site: ReviewSite, slug: string, stored: Map<string, RatingTotals>): RatingTotals[] {
  const entered = site.reviews.entries[slug];
  return [...(entered ? [ratingTotals(entered)] : []), ...(stored.has(slug) ? [stored.get(slug)!] : [])];
}
