import { useState } from "react";
import { DEALER_COMMENTS_LIMIT, DEALER_COMMENTS_PENDING, truncateText } from "../../runtime/kit/rules.ts";

/** Spec §4: comments truncated at 400 characters with show more/less; the pending text when there are none. */
export function DealerComments({ comments }: { comments: string | null }) {
  const [expanded, setExpanded] = useState(false);
  if (!comments) return <p className="fc-vdp-info__pending">{DEALER_COMMENTS_PENDING}</p>;
  const short = truncateText(comments, DEALER_COMMENTS_LIMIT);
  return (
    <div className="fc-vdp-info__comments">
      <p>{expanded ? comments : short.text}</p>
      {short.truncated && (
        <button type="button" className="fc-vdp-info__more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  );
}
