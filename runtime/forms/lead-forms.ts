import type { FormId, LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import {
  careersForm,
  enquiryForm,
  financeEnquiryForm,
  findSimilarForm,
  multiStepEnquiryForm,
  partsEnquiryForm,
  requestPhotosForm,
  reviewForm,
  sellYourCarForm,
  serviceBookingForm,
  testDriveForm,
} from "./lead-form-definitions.ts";
import { conditionChoices, tradeInForm } from "./trade-in-form.ts";
import { CONDITION_QUESTIONS } from "../finance/trade-in-questions.ts";

type Builder = (context: FormBuildContext) => LeadFormDefinition;

const builders: Record<FormId, Builder> = {
  enquiry: enquiryForm,
  "multi-step-enquiry": multiStepEnquiryForm,
  "test-drive": testDriveForm,
  "request-photos": requestPhotosForm,
  "find-similar": findSimilarForm,
  "sell-your-car": sellYourCarForm,
  "finance-enquiry": financeEnquiryForm,
  careers: careersForm,
  "service-enquiry": serviceBookingForm,
  "parts-enquiry": partsEnquiryForm,
  review: reviewForm,
  "trade-in": (context) => tradeInForm(context, conditionChoices(CONDITION_QUESTIONS)),
};

/**
 * Every lead form, by id; the API rebuilds a form to check a submission by its rules. Server side: the
 * trade-in's questions come from the finance capability's table (the browser gets them from the block loader).
 */
export function buildLeadForm(id: FormId, context: FormBuildContext): LeadFormDefinition | null {
  return Object.hasOwn(builders, id) ? builders[id](context) : null;
}
