// The block kit's lead forms: the form definitions, the lead form shell and its parts, and posting a lead from the browser.
export * from "../forms/coerce-form-values.ts";
export * from "../forms/form-types.ts";
export * from "../forms/lead-form-definitions.ts";
export * from "../forms/lead-form-load-options.ts";
export * from "../forms/lead-payload.ts";
export * from "../forms/leads-options.ts";
export * from "../forms/success-record.ts";
export * from "../forms/trade-in-form.ts";
export * from "../forms/ui/field-ids.ts";
export * from "../forms/ui/lead-form-block.tsx";
export * from "../forms/visited-pages.ts";
export * from "../forms/idempotency-keys.ts";
export * from "../forms/lead-types.ts";
export * from "../forms/submit-lead.ts";
