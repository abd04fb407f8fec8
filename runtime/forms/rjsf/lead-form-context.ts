import type { FormStep, FormValues } from "../form-types.ts";
import type { AvailableDay } from "../../rules/bookable-slots.ts";

/** What the rjsf templates and widget of a lead form read besides their own field. */
export interface LeadFormContext {
  idPrefix: string;
  /** The whole form's values (the time field offers the chosen date's slots). */
  values: FormValues;
  availability: AvailableDay[] | null;
  submitting: boolean;
  /** False in the server's HTML and until it hydrates: nothing shows that needs JavaScript. */
  interactive: boolean;
  /** The steps of a multi-step form shown all at once (the server's HTML), as groups of fields. */
  steps: FormStep[] | null;
  /** Bumped on each failed submit: the error summary takes focus. */
  focusSignal: number;
}
