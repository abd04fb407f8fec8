import { describe, expect, it } from "vitest";
import { ANONYMOUS_REVIEWER, listedReviews, locationSummary, ratingTotals, reviewerName, reviewSummary, starFills, starRatingLabel, type ReviewOptions } from "./reviews.ts";

const OPTIONS: ReviewOptions = { minimum_rating: 4, full_text_count: 12, hide_names: false, hidden_reviewers: [], entries: {} };
const review = (id: number, rating: number, review_date: string, customer_name = `Reviewer ${id}`) => ({ id, customer_name, rating, review_date, text: `Review ${id}` });

describe("review summary (spec §3: count and average_rating)", () => {
  it("counts every review and averages their stars to one decimal", () => {
    expect(reviewSummary([ratingTotals([review(1, 5, "2026-01-01"), review(2, 4, "2026-01-02"), review(3, 2, "2026-01-03")])])).toEqual({ count: 3, average_rating: 3.7 });
  });

  it("combines the stored reviews with those of the site document exactly", () => {
    expect(reviewSummary([{ count: 2, total: 9 }, { count: 1, total: 5 }])).toEqual({ count: 3, average_rating: 4.7 });
  });

  it("is 0 reviews averaging 0 with none", () => {
    expect(reviewSummary([])).toEqual({ count: 0, average_rating: 0 });
  });

  it("falls back to the location's stated summary, and to nothing without one", () => {
    expect(locationSummary({ reviews: { count: 128, average_rating: 4.6 } }, [])).toEqual({ count: 128, average_rating: 4.6 });
    expect(locationSummary({ review_count: 40, average_rating: 4.2 }, [])).toEqual({ count: 40, average_rating: 4.2 });
    expect(locationSummary({ reviews: { count: 128, average_rating: 4.6 } }, [{ count: 2, total: 10 }])).toEqual({ count: 2, average_rating: 5 });
    expect(locationSummary({}, [])).toBeNull();
    expect(locationSummary({ reviews: { count: 0, average_rating: 0 } }, [])).toBeNull();
  });
});

describe("star rating text alternative", () => {
  it("says the rating out of 5 and the number of reviews", () => {
    expect(starRatingLabel(4.6, 128)).toBe("4.6 out of 5 stars, 128 reviews");
    expect(starRatingLabel(5, 1)).toBe("5 out of 5 stars, 1 review");
    expect(starRatingLabel(4)).toBe("4 out of 5 stars");
  });

  it("fills stars up to the rating", () => {
    expect(starFills(4.6)).toEqual([1, 1, 1, 1, 0.6]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
  });
});

describe("listed reviews (spec §9: minimum rating 4, 12 reviews in full, some named reviews hidden)", () => {
  const reviews = Array.from({ length: 20 }, (_, i) => review(i + 1, i % 5 === 0 ? 3 : 5, `2026-03-${String(i + 1).padStart(2, "0")}`));

  it("lists only reviews of at least the minimum rating, newest first, twelve of them", () => {
    const listed = listedReviews(reviews, OPTIONS);
    expect(listed).toHaveLength(12);
    expect(listed.every((r) => r.rating >= 4)).toBe(true);
    expect(listed[0]!.id).toBe(20);
    expect(listed.map((r) => r.review_date)).toEqual([...listed.map((r) => r.review_date)].sort().reverse());
  });

  it("follows the site's minimum rating and count", () => {
    expect(listedReviews(reviews, { ...OPTIONS, minimum_rating: 1, full_text_count: 3 }).map((r) => r.id)).toEqual([20, 19, 18]);
  });

  it("leaves out the site's hidden reviewers, whatever their case", () => {
    const listed = listedReviews([review(1, 5, "2026-01-01", "Pat Smith"), review(2, 5, "2026-01-02", "Jo Lee")], { ...OPTIONS, hidden_reviewers: ["pat smith "] });
    expect(listed.map((r) => r.customer_name)).toEqual(["Jo Lee"]);
  });

  it("names no reviewer when the site hides names", () => {
    const listed = listedReviews([review(1, 5, "2026-01-01", "Pat Smith")], { ...OPTIONS, hide_names: true });
    expect(listed[0]!.customer_name).toBe(ANONYMOUS_REVIEWER);
  });
});

it("credits a shopper's review by first name and last initial", () => {
  expect(reviewerName(" Sam ", "taylor")).toBe("Sam T.");
  expect(reviewerName("Sam", undefined)).toBe("Sam");
});
