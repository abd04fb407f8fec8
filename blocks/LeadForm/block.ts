import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Lead form",
  description:
    "A lead form, on the page or in a dialog; works without JavaScript. `form` picks which: " +
    "`enquiry` (spec §5: contact details, Comments, and the options the site's leads section switches on: category, location or dealership select, Rego, contact method, additional services, opt-in, terms; on a vehicle page it is about that car), " +
    "`multi-step-enquiry` (the enquiry in steps, spec §4: Next until the last step, which submits; success goes to /success; without JavaScript all steps at once), " +
    "`test-drive` (spec §5: optional date and time from the opening hours of the car's location, a test-drive location when the car's location lists some, optional message; opened from /book-test-drive/?car_id=.. it names the car), " +
    "`request-photos` (spec §5: contact details, optional message; the request text naming the car is sent with it), " +
    "`find-similar` (Find Me Something Similar, spec §4: with only_when_sold, shown on a sold car instead of the action buttons), " +
    "`sell-your-car` (the shopper's car: make, model, year, odometer, rego, state; an optional asking price), " +
    "`finance-enquiry` (/finance-enquiry, /apply-for-finance, /personalised/finance: prefilled from preferredDealership, vehiclePriceBudget, car_id, car_type and vin; give the block the id finance-form for the #finance-form anchor), " +
    "`careers` (spec §9: sent as General Enquiry, subcategory Career Enquiry, analytics event 51), " +
    "`service-enquiry` (a service booking, /service: service centre, a drop-off date and time from the centre's free slots (its opening hours, the site's `service` options, less full slots), rego, make, model, year, odometer, service type and contact details; sent as a Service Booking lead, the slot taken with it or refused as just booked, and confirmed to the shopper by the notifier), " +
    "`parts-enquiry` (a parts request: parts department, the shopper's car and VIN, the part number (filled in from a parts search result's ?part=), the parts required), " +
    "`review` (spec §2 Forms: a star rating as a radio group of 1 to 5 stars, the location, the review, first and last name and e-mail; sent as lead category Review, and shown on /pages/reviews only once an owner or manager approves it in the console).",
  schema: "./schema.json",
  component: "./LeadForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
