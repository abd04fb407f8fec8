import { fieldMessage } from "../../runtime/forms/error-messages.ts";
import type { ValuationQuestion } from "./loader.ts";
import { readOdometer } from "./odometer.ts";

/** Everything the shopper types in the valuation flow, as typed. */
export interface ValuationForm {
  rego: string;
  regoState: string;
  make: string;
  model: string;
  year: string;
  odometer: string;
  answers: Record<string, string>;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

/** Field name -> message, in the order the fields appear. */
export type StepErrors = Record<string, string>;

/** Spec §9: forms start on Queensland. */
export const STATES = ["act", "nsw", "nt", "qld", "sa", "tas", "vic", "wa"] as const;

export const EMPTY_FORM: ValuationForm = {
  rego: "", regoState: "qld", make: "", model: "", year: "", odometer: "", answers: {},
  name: "", last_name: "", email: "", phone: "", postcode: "",
};

const REGO = /^[A-Za-z0-9 -]{1,10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{8,20}$/;
const POSTCODE = /^[0-9]{4}$/;
const MAX_KM = 2_000_000;

function check(errors: StepErrors, field: string, title: string, value: string, valid: (v: string) => boolean) {
  const keyword = value.trim() === "" ? "required" : "pattern";
  if (keyword === "required" || !valid(value.trim())) errors[field] = fieldMessage({ field, keyword, title }, "");
}

export function vehicleErrors(form: ValuationForm, now: Date): StepErrors {
  const errors: StepErrors = {};
  check(errors, "rego", "Rego", form.rego, (v) => REGO.test(v));
  check(errors, "make", "Make", form.make, (v) => v.length <= 100);
  check(errors, "model", "Model", form.model, (v) => v.length <= 100);
  check(errors, "year", "Year", form.year, (v) => /^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= now.getFullYear() + 1);
  return errors;
}

export function odometerErrors(form: ValuationForm): StepErrors {
  const errors: StepErrors = {};
  check(errors, "odometer", "Odometer", form.odometer, (v) => (readOdometer(v) ?? -1) <= MAX_KM);
  return errors;
}

export function conditionErrors(form: ValuationForm, questions: readonly ValuationQuestion[]): StepErrors {
  const errors: StepErrors = {};
  for (const question of questions) {
    if (!form.answers[question.id]) errors[question.id] = `Please answer: ${question.label}`;
  }
  return errors;
}

export function contactErrors(form: ValuationForm): StepErrors {
  const errors: StepErrors = {};
  check(errors, "name", "First Name", form.name, (v) => v.length <= 100);
  check(errors, "email", "Email", form.email, (v) => EMAIL.test(v));
  check(errors, "phone", "Phone", form.phone, (v) => PHONE.test(v));
  check(errors, "postcode", "Postcode", form.postcode, (v) => POSTCODE.test(v));
  return errors;
}
