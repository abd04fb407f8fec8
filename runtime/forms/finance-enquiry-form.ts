import type { LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { dealershipField } from "./choice-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { moneyField, yesNoField } from "./vehicle-fields.ts";
import { enquiryEventId } from "./lead-event.ts";

export const FINANCE_ENQUIRY = "Finance Enquiry";

/** The finance enquiry (/finance-enquiry#finance-form): budget, trade-in, preferred dealership. */
export function financeEnquiryForm(context: FormBuildContext): LeadFormDefinition {
  const { site, car } = context;
  return defineForm("finance-enquiry", context, {
    parts: [
      ...contactFields(),
      dealershipField(site, car),
      moneyField(site, "vehiclePriceBudget", "Vehicle Price Budget", false),
      yesNoField("do-you-have-a-trade-in", "Do you have a trade-in?"),
      messageField(false),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: FINANCE_ENQUIRY, finance: "Yes" },
    eventId: enquiryEventId(car),
    submitLabel: site.texts.enquire_button,
  });
}
