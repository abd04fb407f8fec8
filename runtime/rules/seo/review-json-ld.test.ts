import { expect, it } from "vitest";
import { reviewedDealerJsonLd } from "./review-json-ld.ts";

it("describes the dealer with its AggregateRating and each listed Review, replies as comments", () => {
  const review = { id: "g1", customer_name: "Sam T.", rating: 5, text: "Great service", review_date: "2026-03-01T10:00:00Z", reply_text: "Thanks Sam", reply_date: "2026-03-02" };
  expect(reviewedDealerJsonLd("Harbour Motors", "https://example.com/pages/reviews", { count: 128, average_rating: 4.6 }, [review])).toEqual({
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: "Harbour Motors",
    url: "https://example.com/pages/reviews",
    aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 128, bestRating: 5, worstRating: 1 },
    review: [
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Sam T." },
        datePublished: "2026-03-01",
        reviewBody: "Great service",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        comment: { "@type": "Comment", text: "Thanks Sam", dateCreated: "2026-03-02" },
      },
    ],
  });
});

it("leaves out the rating and reviews when there are none", () => {
  expect(reviewedDealerJsonLd("Harbour Motors", "https://example.com/", { count: 0, average_rating: 0 }, [])).toEqual({
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: "Harbour Motors",
    url: "https://example.com/",
  });
});
