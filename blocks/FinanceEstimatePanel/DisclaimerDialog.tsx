import { useEffect, useId } from "react";
import { useModalDialog } from "../../runtime/kit/ui.ts";
import { FINANCE_DISCLAIMER_LIMIT } from "../../runtime/kit/finance.ts";
import { ShowMoreText } from "../../runtime/kit/show-more-text.tsx";
import type { DisclaimerState } from "./use-disclaimer.ts";

interface DisclaimerDialogProps {
  state: DisclaimerState;
  /** Called once the dialog has closed (Escape, Close or a click on the backdrop). */
  onClose: () => void;
}

/**
 * The finance disclaimer in a native modal dialog: showModal() keeps keyboard focus inside and makes the rest of the
 * page inert, and Escape closes it wherever focus is. The opener puts focus back on its button in onClose.
 */
export function DisclaimerDialog({ state, onClose }: DisclaimerDialogProps) {
  const titleId = useId();
  const dialog = useModalDialog();
  // The panel mounts this only while the disclaimer is open: show it as a modal once mounted.
  useEffect(dialog.open, []);
  return (
    <dialog
      ref={dialog.ref}
      aria-labelledby={titleId}
      aria-busy={state.status !== "ready"}
      className="fc-estimate__dialog"
      onClose={onClose}
      // A click outside the content lands on the dialog element itself: that is the backdrop.
      onClick={(event) => event.target === event.currentTarget && dialog.close()}
    >
      <div className="fc-estimate__dialog-content">
        <h2 id={titleId}>Disclaimer</h2>
        {state.status === "ready"
          ? <ShowMoreText text={state.text} limit={FINANCE_DISCLAIMER_LIMIT} />
          : <p>Loading...</p>}
        <button type="button" className="fc-button fc-button--secondary" onClick={dialog.close}>Close</button>
      </div>
    </dialog>
  );
}
