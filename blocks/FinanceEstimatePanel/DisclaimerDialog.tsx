import { useEffect, useId, useRef } from "react";
import { FINANCE_DISCLAIMER_LIMIT } from "../../runtime/rules/finance/disclaimer-text.ts";
import { ShowMoreText } from "../FinanceCalculator/ShowMoreText.tsx";
import type { DisclaimerState } from "./use-disclaimer.ts";

interface DisclaimerDialogProps {
  state: DisclaimerState;
  onClose: () => void;
}

/** A modal dialog with the finance disclaimer; Escape or Close dismisses it. */
export function DisclaimerDialog({ state, onClose }: DisclaimerDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.focus(), []);
  return (
    <div className="fc-estimate__backdrop" onClick={onClose}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={state.status !== "ready"}
        tabIndex={-1}
        className="fc-estimate__dialog"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.key === "Escape" && onClose()}
      >
        <h2 id={titleId}>Disclaimer</h2>
        {state.status === "ready"
          ? <ShowMoreText text={state.text} limit={FINANCE_DISCLAIMER_LIMIT} />
          : <p>Loading...</p>}
        <button type="button" className="fc-button fc-button--secondary" onClick={onClose}>Close</button>
      </div>
    </div>
  );
}
