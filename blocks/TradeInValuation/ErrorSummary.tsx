import { useEffect, useRef } from "react";
import { ERROR_SUMMARY_HEADING } from "../../runtime/forms/error-messages.ts";
import type { StepErrors } from "./valuation-form.ts";

/** Spec §5: 'Please fix the following errors:' with a link to each field; focused when it appears. */
export function ErrorSummary({ errors, idPrefix }: { errors: StepErrors; idPrefix: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0) box.current?.focus();
  }, [errors]);
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div ref={box} role="alert" tabIndex={-1} className="fc-valuation__summary">
      <p>{ERROR_SUMMARY_HEADING}</p>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}><a href={`#${idPrefix}-${field}`}>{message}</a></li>
        ))}
      </ul>
    </div>
  );
}
