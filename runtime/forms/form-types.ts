import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { LeadUserData } from "./lead-types.ts";
import type { LeadCar, LeadFormSite } from "./leads-options.ts";

export type FormId = NonNullable<LeadUserData["form"]>;
export type FormValues = Record<string, unknown>;

/** One field of a form: its JSON Schema (from lead.schema.json), whether it is required, and how it shows. */
export interface FieldPart {
  name: string;
  schema: RJSFSchema;
  required?: boolean;
  ui?: UiSchema;
  /** Value the field starts with (e.g. the single dealership, Phone as contact method). */
  initial?: unknown;
}

/** A form, ready for @rjsf/core (browser), the no-JavaScript renderer and the API's checks alike. */
export interface LeadFormDefinition {
  id: FormId;
  schema: RJSFSchema & { properties: Record<string, RJSFSchema>; required: string[] };
  uiSchema: UiSchema;
  initialValues: FormValues;
  /** Sent with every submission of this form (category, subcategory, prefilled request text). */
  fixed: Partial<LeadUserData>;
  /** Analytics event sent on a successful submission (spec §7 event ids). */
  eventId: number;
  submitLabel: string;
  /** Wording of the terms error for this site. */
  termsMessage: string;
  /** Multi-step forms: the fields of each step, in order. */
  steps?: FormStep[];
}

export interface FormStep {
  title: string;
  fields: string[];
}

/** What every form builder is given: the site's options and the car the form is about, if any. */
export interface FormBuildContext {
  site: LeadFormSite;
  car: LeadCar | null;
}
