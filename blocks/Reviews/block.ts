import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Reviews",
  description:
    "Customer reviews of the site's listed locations (/pages/reviews): the rating over every review as stars with its text ('4.6 out of 5 stars, 128 reviews'), then the newest reviews with at least the site's minimum rating (reviews.minimum_rating, 4 by default) in full, reviews.full_text_count of them (12 by default), each with its stars, reviewer (none when reviews.hide_names), date, location and the dealer's reply. Reviews by reviews.hidden_reviewers are never listed. Described to search engines as an AutoDealer with its AggregateRating and each Review.",
  schema: "./schema.json",
  component: "./Reviews.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
