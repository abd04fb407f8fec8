// The block kit's rjsf lead form, for a block that shows it at once (the trade-in valuation). Kept out of
// forms.ts so that blocks importing the light form helpers do not bundle rjsf; lead-form blocks load it lazily.
export { default as RjsfLeadForm } from "../forms/rjsf/rjsf-lead-form.tsx";
export * from "../forms/rjsf/rjsf-lead-form.tsx";
