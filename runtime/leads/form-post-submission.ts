import type { Site } from "../types/index.ts";
import type { FormValues, LeadFormDefinition } from "../forms/form-types.ts";
import type { LeadCar } from "../forms/leads-options.ts";
import type { LeadSubmission } from "../forms/lead-types.ts";
import { buildLeadUserData } from "../forms/lead-payload.ts";
import { FORM_POST } from "../forms/form-post-fields.ts";

export interface FormPost {
  /** The posted fields, as the browser sent them. */
  fields: URLSearchParams;
  /** The form's values, typed by its schema. */
  values: FormValues;
  /** The page the form was on (a path on this site). */
  back: string;
  origin: string;
  userAgent: string;
}

/** The lead a no-JavaScript form post stands for: the same userData the browser-side form would build. */
export function formPostSubmission(post: FormPost, form: LeadFormDefinition, site: Site, car: LeadCar | null): LeadSubmission {
  const userData = buildLeadUserData(post.values, form, site, car, {
    url: new URL(post.back, post.origin).href,
    pageId: (post.fields.get(FORM_POST.page) ?? "").slice(0, 200),
    userAgent: post.userAgent.slice(0, 1000),
    visitedPages: [post.back],
    linkedQueryParams: {},
  });
  const honeypot = post.fields.get(FORM_POST.honeypot);
  return { userData: honeypot ? { ...userData, website: honeypot.slice(0, 500) } : userData, isLastStep: true };
}
