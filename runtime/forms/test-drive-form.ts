import type { FieldPart, LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import type { LeadCar } from "./leads-options.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { dealershipField, locationField } from "./choice-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";
import { testDriveEventId } from "./lead-event.ts";

export const TEST_DRIVE_CATEGORY = "Test Drive";

/** Spec §5 test-drive form: core contact fields, optional message, optional date and time, distribution location. */
export function testDriveForm(context: FormBuildContext): LeadFormDefinition {
  const { site, car } = context;
  const location = locationField(site, car);
  return defineForm("test-drive", context, {
    parts: [
      ...contactFields(),
      location ?? dealershipField(site, car),
      { name: "preferred_date", schema: leadFieldSchema("preferred_date", "Preferred Date"), ui: { "ui:widget": "slotDate" } },
      { name: "preferred_time", schema: leadFieldSchema("preferred_time", "Preferred Time"), ui: { "ui:widget": "slotTime" } },
      distributionLocationField(car),
      messageField(false),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: TEST_DRIVE_CATEGORY },
    eventId: testDriveEventId(car),
    submitLabel: "Book a Test Drive",
  });
}

/** Only when the car's location names places it can be test driven from. */
function distributionLocationField(car: LeadCar | null): FieldPart | null {
  const places = car?.location?.distribution_locations ?? [];
  if (places.length === 0) return null;
  return {
    name: "distribution_location",
    schema: leadFieldSchema("distribution_location", "Test Drive Location", { enum: places }),
    ui: { "ui:placeholder": "Please Select a Location" },
  };
}
