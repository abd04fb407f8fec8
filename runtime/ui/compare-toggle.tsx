import { useState } from "react";
import { COMPARE_FULL_MESSAGE, type CompareEntry } from "../rules/compare-list.ts";
import { useCompareList } from "./use-compare-list.ts";
import "./compare-toggle.css";

interface Props {
  entry: CompareEntry;
  className: string;
}

/**
 * Spec §4's compare toggle, worded as the favourite toggle is (SAVE / SAVED) and named for what it saves to. A
 * car past the limit is refused with a message the screen reader announces. Callers hide it for sold cars.
 */
export function CompareToggle({ entry, className }: Props) {
  const { isCompared, toggle } = useCompareList();
  const [refused, setRefused] = useState(false);
  const compared = isCompared(entry.id);
  return (
    <>
      <button type="button" className={className} aria-pressed={compared} onClick={() => setRefused(toggle(entry) === "refused")}>
        {compared ? "SAVED TO COMPARE" : "SAVE TO COMPARE"}
      </button>
      {refused && (
        <p className="fc-compare-refused" role="alert">
          {COMPARE_FULL_MESSAGE}
        </p>
      )}
    </>
  );
}
