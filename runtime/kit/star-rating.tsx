import type { CSSProperties } from "react";
import { starFills, starRatingLabel } from "../rules/reviews.ts";
import "./star-rating.css";

interface StarRatingProps {
  rating: number;
  /** How many reviews the rating is of; left out for a single review's stars. */
  count?: number;
  className?: string;
}

/**
 * Stars with their meaning in words ('4.6 out of 5 stars, 128 reviews'): the picture is hidden from screen
 * readers and the words are always there, so the rating never rests on colour or shape alone.
 */
export function StarRating({ rating, count, className }: StarRatingProps) {
  return (
    <p className={`fc-stars${className ? ` ${className}` : ""}`}>
      <span className="fc-stars__icons" aria-hidden="true">
        {starFills(rating).map((fill, i) => (
          <span key={i} className="fc-stars__star" style={{ "--fill": `${fill * 100}%` } as CSSProperties}>
            ★
          </span>
        ))}
      </span>{" "}
      <span className="fc-stars__text">{starRatingLabel(rating, count)}</span>
    </p>
  );
}
