import { useEffect, useRef, type MouseEvent } from "react";
import { ERROR_SUMMARY_HEADING } from "../error-messages.ts";

export interface SummaryError {
  /** Id of the field's control, the summary's link target. */
  fieldId: string;
  message: string;
}

/**
 * Spec §5: 'Please fix the following errors:' with a link to each field. Announced as an alert; after a failed
 * submit (each new `focusSignal`) keyboard focus moves here, so the shopper hears and reaches it at once.
 */
export function ErrorSummary({ errors, focusSignal, id }: { errors: SummaryError[]; focusSignal: number; id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusSignal > 0) ref.current?.focus();
  }, [focusSignal]);
  if (errors.length === 0) return null;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: "center" });
  };
  return (
    <div className="fc-lead-error-summary" role="alert" tabIndex={-1} ref={ref} id={id} aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`}>{ERROR_SUMMARY_HEADING}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => goTo(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
