import { useId, useState } from "react";
import { truncateText } from "../rules/truncate.ts";
import "./show-more-text.css";

interface ShowMoreTextProps {
  text: string;
  limit: number;
  className?: string;
}

/** Long finance text with Show Less / Show More; spec §4: it starts on the full side. */
export function ShowMoreText({ text, limit, className }: ShowMoreTextProps) {
  const [full, setFull] = useState(true);
  const id = useId();
  const cut = truncateText(text, limit);
  if (!cut.truncated) return <p className={className}>{text}</p>;
  return (
    <div className={className}>
      <p id={id}>{full ? text : cut.text}</p>
      <button type="button" className="fc-link-button" aria-controls={id} aria-expanded={full} onClick={() => setFull(!full)}>
        {full ? "Show Less" : "Show More"}
      </button>
    </div>
  );
}
