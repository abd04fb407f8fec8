import type { LeadUserData } from "../../runtime/kit/forms.ts";
import type { PublicSite } from "../../runtime/kit/ui.ts";
import {
  careersForm,
  enquiryForm,
  financeEnquiryForm,
  findSimilarForm,
  multiStepEnquiryForm,
  partsEnquiryForm,
  reviewForm,
  requestPhotosForm,
  sellYourCarForm,
  serviceBookingForm,
  testDriveForm,
  type FormValues,
  type LeadCar,
  type LeadFormLoadOptions,
  type LeadFormBlockProps,
} from "../../runtime/kit/forms.ts";
import { financePrefill } from "./finance-prefill.ts";
import { partPrefill } from "./part-prefill.ts";
import type { LeadFormProps } from "./props.gen.ts";

/** What sets one lead form apart from the others: the rest of the block is the same shell. */
export interface LeadFormKind {
  build: LeadFormBlockProps["build"];
  /** The heading when the page leaves it out. */
  heading: string;
  /** Where the loader finds the form's car, and which slots it reads. */
  load: LeadFormLoadOptions;
  /** How a failed submit reads: the server's message or 'An unexpected error occured' ("lead"), or the enquiry's. */
  failureStyle: LeadFormBlockProps["failureStyle"];
  /** The intro when the page gives none. */
  intro?: (car: LeadCar | null) => string | null;
  /** Starting values read from the page's query string. */
  prefill?: (query: URLSearchParams, site: PublicSite) => { values: FormValues; extra: Partial<LeadUserData> };
}

export const LEAD_FORM_KINDS: Record<LeadFormProps["form"], LeadFormKind> = {
  enquiry: { build: enquiryForm, heading: "Enquire Now", load: { car: "route" }, failureStyle: "enquiry" },
  "multi-step-enquiry": { build: multiStepEnquiryForm, heading: "Enquire Now", load: { car: "route" }, failureStyle: "lead" },
  "test-drive": {
    build: testDriveForm,
    heading: "Book a Test Drive",
    load: { car: "route-or-query", slots: "test-drive" },
    failureStyle: "enquiry",
    // Opened from a link (/book-test-drive/?car_id=..) the page says nothing else about the car.
    intro: (car) => (car ? `Your test drive of the ${car.name}.` : null),
  },
  "request-photos": { build: requestPhotosForm, heading: "Request Photos", load: { car: "route" }, failureStyle: "enquiry" },
  "find-similar": { build: findSimilarForm, heading: "Find Me Something Similar", load: { car: "route" }, failureStyle: "enquiry" },
  "sell-your-car": { build: sellYourCarForm, heading: "Sell Your Car", load: { car: "none" }, failureStyle: "enquiry" },
  "finance-enquiry": {
    build: financeEnquiryForm,
    heading: "Finance Enquiry",
    load: { car: "query" },
    failureStyle: "enquiry",
    prefill: (query, site) => financePrefill(query, site.dealerships.map((d) => d.slug)),
  },
  careers: { build: careersForm, heading: "Careers Enquiry", load: { car: "none" }, failureStyle: "enquiry" },
  "service-enquiry": { build: serviceBookingForm, heading: "Book a Service", load: { car: "none", slots: "service" }, failureStyle: "lead" },
  "parts-enquiry": {
    build: partsEnquiryForm,
    heading: "Parts Enquiry",
    load: { car: "none" },
    failureStyle: "enquiry",
    // A parts search result's enquiry link (?part=..) names the part.
    prefill: (query) => partPrefill(query.get("part")),
  },
  review: { build: reviewForm, heading: "Write a Review", load: { car: "none" }, failureStyle: "enquiry" },
};
