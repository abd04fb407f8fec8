export interface Truncated {
  text: string;
  truncated: boolean;
}

/** Cuts text longer than `limit` characters to `limit` and marks it, so a 'show more' control can offer the rest. */
export function truncateText(text: string, limit: number): Truncated {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}...`, truncated: true };
}

/** Spec §9: dealer comments truncate at 400 characters. */
export const DEALER_COMMENTS_LIMIT = 400;

/** Spec §5: shown when a car has no dealer comments. */
export const DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";
