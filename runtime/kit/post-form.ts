// The block kit's JSON Schema form that posts without JavaScript (the checkout journey's steps, online payment).
export { default as RjsfPostForm, type RjsfPostFormProps } from "../forms/rjsf/rjsf-post-form.tsx";
