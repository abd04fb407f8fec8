import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { blogDateLabel } from "../../runtime/kit/rules.ts";
import { StarRating } from "../../runtime/kit/star-rating.tsx";
import type { ReviewsData } from "./data.ts";
import type { ReviewsProps } from "./props.gen.ts";
import "./Reviews.css";

/** Spec §2 /pages/reviews: the dealer's rating, then the reviews it lists in full, each with the dealer's reply. */
export default function Reviews({ props, data, blockId }: BlockComponentProps<ReviewsProps, ReviewsData>) {
  const locations = new Map(useSite().locations.map((location) => [location.slug, location.name]));
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-reviews fc-container" aria-labelledby={headingId}>
      <h1 id={headingId}>{props.heading}</h1>
      {props.intro && <p className="fc-reviews__intro">{props.intro}</p>}
      {data.summary.count > 0 && <StarRating className="fc-reviews__summary" rating={data.summary.average_rating} count={data.summary.count} />}
      {data.reviews.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <ol className="fc-reviews__list">
          {data.reviews.map((review) => (
            <li key={review.id}>
              <article className="fc-review" aria-label={`Review by ${review.customer_name}`}>
                <StarRating rating={review.rating} />
                <p className="fc-review__by">
                  <strong>{review.customer_name}</strong>
                  {review.review_date && <>, <time dateTime={review.review_date.slice(0, 10)}>{blogDateLabel(review.review_date.slice(0, 10))}</time></>}
                  {locations.has(review.location) && <>, {locations.get(review.location)}</>}
                </p>
                {review.text && <p className="fc-review__text">{review.text}</p>}
                {review.reply_text && (
                  <div className="fc-review__reply">
                    <p className="fc-review__reply-by">
                      Response from the dealer
                      {review.reply_date && <>, <time dateTime={review.reply_date.slice(0, 10)}>{blogDateLabel(review.reply_date.slice(0, 10))}</time></>}
                    </p>
                    <p>{review.reply_text}</p>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
