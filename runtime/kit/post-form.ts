// The block kit's JSON Schema form that posts without JavaScript (the checkout journey's steps, online payment).
export { default as RjsfPostForm } from "../forms/rjsf/rjsf-post-form.tsx";
