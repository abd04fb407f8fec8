import type { FormId, LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { enquiryForm } from "./enquiry-form.ts";
import { multiStepEnquiryForm } from "./multi-step-enquiry-form.ts";
import { testDriveForm } from "./test-drive-form.ts";
import { requestPhotosForm } from "./request-photos-form.ts";
import { findSimilarForm } from "./find-similar-form.ts";
import { sellYourCarForm } from "./sell-your-car-form.ts";
import { financeEnquiryForm } from "./finance-enquiry-form.ts";
import { careersForm } from "./careers-form.ts";
import { serviceBookingForm } from "./service-booking-form.ts";
import { partsEnquiryForm } from "./parts-enquiry-form.ts";
import { reviewForm } from "./review-form.ts";
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
