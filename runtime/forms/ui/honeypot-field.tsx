import type { Ref } from "react";
import { FORM_POST } from "../form-post-fields.ts";

/** A field people never see or reach (off-screen, out of the tab order, hidden from assistive tech); bots fill it. */
export function HoneypotField({ idPrefix, inputRef }: { idPrefix: string; inputRef?: Ref<HTMLInputElement> }) {
  const id = `${idPrefix}-${FORM_POST.honeypot}`;
  return (
    <div className="fc-lead-hp" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={FORM_POST.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" ref={inputRef} />
    </div>
  );
}
