import type { FormValues } from "../form-types.ts";
import type { AvailableDay } from "../test-drive-slots.ts";

/** What the rjsf templates and widget of a lead form read besides their own field. */
export interface LeadFormContext {
  idPrefix: string;
  /** The whole form's values (the time field offers the chosen date's slots). */
  values: FormValues;
  availability: AvailableDay[] | null;
  submitting: boolean;
  /** Bumped on each failed submit: the error summary takes focus. */
  focusSignal: number;
}
