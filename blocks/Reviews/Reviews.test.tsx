// @vitest-environment jsdom
import { expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { locationSite } from "../../tests/kit/blocks/location-fixtures.ts";
import Reviews from "./Reviews.tsx";
import schema from "./schema.json" with { type: "json" };
import type { ReviewsProps } from "./props.gen.ts";

const REVIEW = { id: "g1", location: "harbour-motors-kia-sales", customer_name: "Sam T.", rating: 5, text: "Great service", review_date: "2026-03-01T10:00:00Z", reply_text: "Thanks Sam", reply_date: "2026-03-02" };

it("shows the rating and each review as stars with their words, its reviewer, date, location and the dealer's reply", () => {
  renderBlock(Reviews, { props: propsFrom<ReviewsProps>(schema, {}), data: { summary: { count: 128, average_rating: 4.6 }, reviews: [REVIEW] }, site: locationSite(), path: "/pages/reviews" });
  expect(screen.getByRole("heading", { level: 1, name: "Customer reviews" })).toBeTruthy();
  expect(screen.getByText("4.6 out of 5 stars, 128 reviews")).toBeTruthy();
  const review = screen.getByRole("article", { name: "Review by Sam T." });
  expect(within(review).getByText("5 out of 5 stars")).toBeTruthy();
  expect(review.querySelector(".fc-review__by")!.textContent).toBe("Sam T., 01/03/2026, Harbour Motors Kia - Sales");
  expect(within(review).getByText("Great service")).toBeTruthy();
  expect(review.querySelector(".fc-review__reply-by")!.textContent).toBe("Response from the dealer, 02/03/2026");
  expect(within(review).getByText("Thanks Sam")).toBeTruthy();
});

it("says so when there are no reviews yet", () => {
  renderBlock(Reviews, { props: propsFrom<ReviewsProps>(schema, {}), data: { summary: { count: 0, average_rating: 0 }, reviews: [] }, site: locationSite(), path: "/pages/reviews" });
  expect(screen.getByText("No reviews yet.")).toBeTruthy();
  expect(screen.queryByText(/out of 5 stars/)).toBeNull();
});
