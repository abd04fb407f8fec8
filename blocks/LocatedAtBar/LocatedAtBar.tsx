import { useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { LocatedAtBarData } from "./data.ts";
import type { LocatedAtBarProps } from "./props.gen.ts";
import "./LocatedAtBar.css";

export default function LocatedAtBar({ data }: BlockComponentProps<LocatedAtBarProps, LocatedAtBarData | null>) {
  const [dismissed, setDismissed] = useState(false);
  if (!data || dismissed) return null;
  return (
    <aside className="fc-vdp-located" aria-label="Vehicle location">
      <p>Located at {data.city}</p>
      <a href={data.directions} target="_blank" rel="noopener noreferrer">
        Get Directions
      </a>
      <button type="button" onClick={() => setDismissed(true)} aria-label="Dismiss">
        ×
      </button>
    </aside>
  );
}
