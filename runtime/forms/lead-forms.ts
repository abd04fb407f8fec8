import type { FormId, LeadFormDefinition } from "./form-types.ts";
import type { FormBuildContext } from "./form-context.ts";
import { enquiryForm } from "./enquiry-form.ts";
import { multiStepEnquiryForm } from "./multi-step-enquiry-form.ts";
import { testDriveForm } from "./test-drive-form.ts";
import { requestPhotosForm } from "./request-photos-form.ts";
import { findSimilarForm } from "./find-similar-form.ts";
import { sellYourCarForm } from "./sell-your-car-form.ts";
import { financeEnquiryForm } from "./finance-enquiry-form.ts";
import { careersForm } from "./careers-form.ts";
import { serviceEnquiryForm } from "./service-enquiry-form.ts";
import { partsEnquiryForm } from "./parts-enquiry-form.ts";

type Builder = (context: FormBuildContext) => LeadFormDefinition;

// The trade-in valuation form belongs to the finance capability; the API checks only its payload schema.
const builders: Partial<Record<FormId, Builder>> = {
  enquiry: enquiryForm,
  "multi-step-enquiry": multiStepEnquiryForm,
  "test-drive": testDriveForm,
  "request-photos": requestPhotosForm,
  "find-similar": findSimilarForm,
  "sell-your-car": sellYourCarForm,
  "finance-enquiry": financeEnquiryForm,
  careers: careersForm,
  "service-enquiry": serviceEnquiryForm,
  "parts-enquiry": partsEnquiryForm,
};

/** Every form this capability renders, by id; the API rebuilds a form to check a submission by its rules. */
export function buildLeadForm(id: FormId, context: FormBuildContext): LeadFormDefinition | null {
  return builders[id]?.(context) ?? null;
}
