import type { FieldPart, LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import type { LeadUserData } from "./lead-types.ts";
import type { LeadCar } from "./leads-options.ts";
import { defineForm, defineSteppedForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { categoryField, dealershipField, departmentField, GENERAL_ENQUIRY, locationField } from "./choice-fields.ts";
import { contactMethodField, optInField, regoField, serviceFields, termsField } from "./option-fields.ts";
import { kmsField, moneyField, ownVehicleFields, regoStateField, vinField, yesNoField } from "./vehicle-fields.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";
import { enquiryEventId, LEAD_EVENT, testDriveEventId } from "./lead-event.ts";

export const VEHICLE_ENQUIRY = "Vehicle Enquiry";

type Parts = (FieldPart | null)[];

export interface EnquiryParts {
  eventId: number;
  fixed: Partial<LeadUserData>;
  /** Who is asking. */
  details: Parts;
  /** Which dealership or location should answer. */
  dealership: Parts;
  /** What they ask. */
  enquiry: Parts;
  /** Consents, last. */
  consents: Parts;
}

/** The enquiry form's fields (spec §5 enquiry form rules), grouped as the multi-step form shows them. */
export function enquiryParts({ site, car }: FormBuildContext): EnquiryParts {
  const eventId = enquiryEventId(car);
  const category = car ? VEHICLE_ENQUIRY : GENERAL_ENQUIRY;
  const categoryPart = categoryField(site, eventId, category);
  const location = locationField(site, car);
  return {
    eventId,
    fixed: categoryPart ? {} : { category },
    details: [...contactFields(), contactMethodField(site)],
    dealership: [location, location ? null : dealershipField(site, car)],
    enquiry: [categoryPart, regoField(site), messageField(site.leads.message_required), ...serviceFields(site)],
    consents: [optInField(site), termsField(site)],
  };
}

export function enquiryForm(context: FormBuildContext): LeadFormDefinition {
  const { details, dealership, enquiry, consents, ...shape } = enquiryParts(context);
  const parts = [...details, ...dealership, ...enquiry, ...consents];
  return defineForm("enquiry", context, { ...shape, parts, submitLabel: context.site.texts.enquire_button });
}

/** The enquiry form split into steps (spec §4 multi-step form): what, who, where. Empty steps are left out. */
export function multiStepEnquiryForm(context: FormBuildContext): LeadFormDefinition {
  const parts = enquiryParts(context);
  return defineSteppedForm("multi-step-enquiry", context, {
    groups: [
      ["Your Enquiry", parts.enquiry],
      ["Your Details", parts.details],
      ["Your Dealership", [...parts.dealership, ...parts.consents]],
    ],
    fixed: parts.fixed,
    eventId: parts.eventId,
    submitLabel: context.site.texts.enquire_button,
  });
}

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

export const REQUEST_PHOTOS = "Request Photos";

/** Spec §5 request-photos form: core contact fields, a hidden prefilled request text, an optional message. */
export function requestPhotosForm(context: FormBuildContext): LeadFormDefinition {
  const { site, car } = context;
  return defineForm("request-photos", context, {
    parts: [...contactFields(), messageField(false), optInField(site), termsField(site)],
    fixed: { category: VEHICLE_ENQUIRY, subcategory: REQUEST_PHOTOS, request: requestText(car?.name ?? null) },
    eventId: enquiryEventId(car),
    submitLabel: REQUEST_PHOTOS,
  });
}

export function requestText(carName: string | null): string {
  return carName ? `Please send me more photos of the ${carName}.` : "Please send me more photos of this vehicle.";
}

export const FIND_SIMILAR = "Find Me Something Similar";

/** Spec §4: on a sold car, a Find Me Something Similar form takes the place of the action buttons. */
export function findSimilarForm(context: FormBuildContext): LeadFormDefinition {
  const { site, car } = context;
  return defineForm("find-similar", context, {
    parts: [...contactFields(), messageField(false, "What are you looking for?"), optInField(site), termsField(site)],
    fixed: { category: VEHICLE_ENQUIRY, subcategory: FIND_SIMILAR },
    eventId: enquiryEventId(car),
    submitLabel: FIND_SIMILAR,
  });
}

/** Sell your car (/sell-your-car, /sell-my-car): the shopper's car, its odometer and an asking price. */
export function sellYourCarForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("sell-your-car", context, {
    parts: [
      ...contactFields(),
      dealershipField(site, null),
      ...ownVehicleFields(true),
      kmsField(true),
      { name: "Rego", schema: leadFieldSchema("Rego", "Rego") },
      regoStateField(site),
      moneyField(site, "asking_price", "Asking Price", false),
      messageField(false),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: "Trade-In Enquiry", subcategory: "Sell Your Car" },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: site.texts.enquire_button,
  });
}

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

export const CAREER_ENQUIRY = "Career Enquiry";

/** Spec §9: careers enquiries become General Enquiry, subcategory Career Enquiry, event 51. */
export function careersForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("careers", context, {
    parts: [
      ...contactFields(),
      dealershipField(site, null),
      { name: "position", schema: leadFieldSchema("position", "Position of Interest") },
      messageField(site.leads.message_required),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: GENERAL_ENQUIRY, subcategory: CAREER_ENQUIRY },
    eventId: LEAD_EVENT.careers,
    submitLabel: site.texts.enquire_button,
  });
}

/** The lead category the dealer's systems file service bookings under. */
export const SERVICE_BOOKING = "Service Booking";

/**
 * A service booking (/service): which service centre, a drop-off time from its free slots, the shopper's car
 * and what it needs. The server books the slot with the lead, or answers that it has just been taken.
 */
export function serviceBookingForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("service-enquiry", context, {
    parts: [
      departmentField(site, "service", "Service Centre"),
      { name: "preferred_date", schema: leadFieldSchema("preferred_date", "Date"), required: true, ui: { "ui:widget": "slotDate" } },
      { name: "preferred_time", schema: leadFieldSchema("preferred_time", "Drop-off Time"), required: true, ui: { "ui:widget": "slotTime" } },
      { name: "Rego", schema: leadFieldSchema("Rego", "Rego"), required: true, ui: { "ui:options": { autoCapitalize: "characters" } } },
      ...ownVehicleFields(true),
      kmsField(true),
      {
        name: "service_type",
        schema: leadFieldSchema("service_type", "Service Type", { enum: site.service.service_types }),
        required: true,
        ui: { "ui:placeholder": "Please Select a Service" },
      },
      ...contactFields(),
      messageField(false),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: SERVICE_BOOKING },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: "Book a Service",
  });
}

export const PARTS_ENQUIRY = "Parts Enquiry";

/**
 * A parts request (/parts/search, /vehicle-parts-and-accessories): the part described in the message, and its
 * catalogue number when the shopper came from a search result.
 */
export function partsEnquiryForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("parts-enquiry", context, {
    parts: [
      ...contactFields(),
      departmentField(site, "parts", "Parts Department"),
      ...ownVehicleFields(false),
      vinField(),
      { name: "part_number", schema: leadFieldSchema("part_number", "Part Number"), ui: { "ui:options": { autoCapitalize: "characters" } } },
      messageField(true, "Parts Required"),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: PARTS_ENQUIRY },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: site.texts.enquire_button,
  });
}

/** The lead category of reviews: the dealer reads and approves each one in the console before it shows. */
export const REVIEW_CATEGORY = "Review";

const STAR_CHOICES = [5, 4, 3, 2, 1].map((stars) => ({ const: stars, title: stars === 1 ? "1 star" : `${stars} stars` }));

/** Spec §2 Forms, 'Reviews star rating': the stars as a radio group, so each is a named choice, not a picture. */
function ratingField(): FieldPart {
  return { name: "rating", schema: leadFieldSchema("rating", "Your rating", { oneOf: STAR_CHOICES }), required: true, ui: { "ui:widget": "radio" } };
}

/** A shopper's review of a location, sent as a lead for the dealer to approve or reject. */
export function reviewForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("review", context, {
    parts: [
      ratingField(),
      departmentField(site, "sales", "Location"),
      messageField(true, "Your review"),
      { name: "name", schema: leadFieldSchema("name", "First Name"), required: true, ui: { "ui:autocomplete": "given-name" } },
      { name: "last_name", schema: leadFieldSchema("last_name", "Last Name"), ui: { "ui:autocomplete": "family-name" } },
      { name: "email", schema: leadFieldSchema("email", "Email"), required: true, ui: { "ui:widget": "email", "ui:autocomplete": "email" } },
      termsField(site),
    ],
    fixed: { category: REVIEW_CATEGORY },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: "Send Review",
  });
}
