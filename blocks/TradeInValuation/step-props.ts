import type { StepErrors, ValuationForm } from "./valuation-form.ts";

export interface StepProps {
  idPrefix: string;
  form: ValuationForm;
  errors: StepErrors;
  update: (changes: Partial<ValuationForm>) => void;
}
