import { describe, expect, it } from "vitest";
import { everyOptionSite, testCar, testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { checkFormValues, checkLeadSubmission } from "../leads/lead-validator.ts";
import { completeLeadErrors } from "../leads/complete-lead-check.ts";
import { toLeadCar } from "./leads-options.ts";
import { buildLeadForm } from "./lead-forms.ts";
import { buildLeadUserData } from "./lead-payload.ts";
import type { FormId, FormValues } from "./form-types.ts";
import { conditionChoices, tradeInForm } from "./trade-in-form.ts";
import { CONDITION_QUESTIONS } from "../finance/trade-in-questions.ts";

const FORMS: FormId[] = [
  "enquiry",
  "multi-step-enquiry",
  "test-drive",
  "request-photos",
  "find-similar",
  "sell-your-car",
  "finance-enquiry",
  "careers",
  "service-enquiry",
  "parts-enquiry",
  "trade-in",
];
const everything = everyOptionSite();
const page = { url: "http://x/", pageId: "p", userAgent: "ua", visitedPages: [], linkedQueryParams: {} };

/** A valid answer for every field of a form, by its schema. */
function answers(form: NonNullable<ReturnType<typeof buildLeadForm>>): FormValues {
  const sample: Record<string, unknown> = {
    name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    phone: "0400 000 000",
    postcode: "4000",
    message: "Hello",
    Rego: "ABC123",
    vehicle_make: "Mazda",
    vehicle_model: "CX-5",
    vehicle_year: 2019,
    kms: 45000,
    vin: "JM0KF4W7A00123456",
    preferred_date: "2026-11-24",
    preferred_time: "10:30",
    position: "Sales",
    asking_price: 25000,
    vehiclePriceBudget: 40000,
    terms_conditions: true,
    opt_in: true,
  };
  const values: FormValues = { ...form.initialValues };
  for (const [name, schema] of Object.entries(form.schema.properties)) {
    if (Object.hasOwn(sample, name)) values[name] = sample[name];
    else if (schema.oneOf) values[name] = (schema.oneOf[0] as { const: unknown }).const;
    else if (schema.enum) values[name] ??= schema.enum[0];
    else if (schema.type === "boolean") values[name] = true;
  }
  return values;
}

describe("every lead form", () => {
  for (const id of FORMS) {
    for (const [about, car] of [
      ["no car", null],
      ["a car", toLeadCar(testCar())],
    ] as const) {
      it(`${id} about ${about}: the answered form passes its own checks, the API schema and the completion check`, () => {
        const form = buildLeadForm(id, { site: everything, car })!;
        expect(form.id).toBe(id);
        const values = answers(form);
        expect(checkFormValues(values, form)).toEqual([]);
        const userData = buildLeadUserData(values, form, everything, car, page);
        const checked = checkLeadSubmission({ userData, isLastStep: true }, form.termsMessage);
        expect(checked.ok ? [] : checked.errors).toEqual([]);
        expect(completeLeadErrors(userData, everything, car)).toEqual([]);
      });
    }
  }

  it("an empty required form names each required field once", () => {
    const form = buildLeadForm("enquiry", { site: everything, car: null })!;
    const fields = checkFormValues({}, form).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "name",
        "email",
        "phone",
        "postcode",
        "message",
        "location_id",
        "terms_conditions",
        "PreferredContactMethod",
      ]),
    );
    expect(new Set(fields).size).toBe(fields.length);
  });

  it("uses the site's submit label ('Enquire Now' or 'Message Now')", () => {
    expect(buildLeadForm("enquiry", { site: testSite(), car: null })!.submitLabel).toBe("Enquire Now");
    const messageNow = testSite({}, { texts: { no_price: "Enquire for price.", enquire_button: "Message Now" } } as never);
    expect(buildLeadForm("enquiry", { site: messageNow, car: null })!.submitLabel).toBe("Message Now");
  });

  it("makes the message optional where the site says so", () => {
    expect(buildLeadForm("enquiry", { site: testSite(), car: null })!.schema.required).toContain("message");
    expect(buildLeadForm("enquiry", { site: testSite({ message_required: false }), car: null })!.schema.required).not.toContain(
      "message",
    );
  });

  it("starts the contact method on Phone and the state select on the site's default state", () => {
    expect(buildLeadForm("enquiry", { site: everything, car: null })!.initialValues.PreferredContactMethod).toBe("Phone");
    expect(buildLeadForm("sell-your-car", { site: testSite(), car: null })!.initialValues.regoState).toBe("qld");
    expect(buildLeadForm("sell-your-car", { site: testSite({ default_state: "vic" }), car: null })!.initialValues.regoState).toBe(
      "vic",
    );
  });

  it("splits the multi-step enquiry into what, who and where", () => {
    const form = buildLeadForm("multi-step-enquiry", { site: everything, car: null })!;
    expect(form.steps!.map((s) => s.title)).toEqual(["Your Enquiry", "Your Details", "Your Dealership"]);
    expect(form.steps![1]!.fields).toEqual(["name", "last_name", "email", "phone", "postcode", "PreferredContactMethod"]);
  });

  it("adds the test-drive location only when the car's location lists places", () => {
    const plain = toLeadCar(testCar());
    expect(
      buildLeadForm("test-drive", { site: testSite(), car: plain })!.schema.properties.distribution_location,
    ).toBeUndefined();
    const withPlaces = toLeadCar(
      testCar({ location: { id: 11, name: "Sales", distribution_locations: ["Gold Coast", "Ipswich"] } } as never),
    );
    expect(
      buildLeadForm("test-drive", { site: testSite(), car: withPlaces })!.schema.properties.distribution_location!.enum,
    ).toEqual(["Gold Coast", "Ipswich"]);
  });

  it("builds the trade-in valuation in four steps from the lead schema, with the condition questions as radios", () => {
    const form = buildLeadForm("trade-in", { site: testSite({ default_state: "nsw" }), car: null })!;
    expect(form.steps).toEqual([
      { title: "Your car", fields: ["Rego", "regoState", "vehicle_make", "vehicle_model", "vehicle_year"] },
      { title: "Odometer", fields: ["kms"] },
      { title: "Condition", fields: CONDITION_QUESTIONS.map((question) => `answer__${question.id}`) },
      { title: "Your details", fields: ["name", "last_name", "email", "phone", "postcode"] },
    ]);
    expect(form.submitLabel).toBe("Get My Valuation");
    expect(form.fixed).toEqual({ category: "Trade-In Enquiry" });
    expect(form.initialValues).toEqual({ regoState: "nsw" });
    expect(form.uiSchema.kms).toEqual({ "ui:widget": "odometer" });
    expect(form.uiSchema.answer__accident).toEqual({ "ui:widget": "radio" });
    expect(form.schema.properties.answer__accident).toEqual({
      type: "string",
      title: "Has the car ever been in an accident?",
      oneOf: [
        { const: "no", title: "No" },
        { const: "minor", title: "Yes, minor repairs" },
        { const: "major", title: "Yes, major repairs" },
      ],
    });
    expect(form.schema.required).toEqual([
      "Rego", "vehicle_make", "vehicle_model", "vehicle_year", "kms",
      ...CONDITION_QUESTIONS.map((question) => `answer__${question.id}`), "name", "email", "phone", "postcode",
    ]);
    // What each answer is worth stays on the server: the form carries labels only.
    expect(JSON.stringify(form)).not.toContain("deduction");
  });

  it("checks a trade-in with the spec's messages, a year up to next year and a rego of letters and digits", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const form = tradeInForm({ site: testSite(), car: null }, conditionChoices(CONDITION_QUESTIONS), now);
    expect(checkFormValues({ regoState: "qld" }, form).map((e) => e.message)).toEqual([
      "Rego is required.",
      "Make is required.",
      "Model is required.",
      "Year is required.",
      "Odometer is required.",
      ...CONDITION_QUESTIONS.map((question) => `Please answer: ${question.label}`),
      "First Name is required.",
      "Email is required.",
      "Phone is required.",
      "Invalid postcode. Please enter a 4-digit number.",
    ]);
    const answered = answers(form);
    expect(checkFormValues(answered, form)).toEqual([]);
    expect(checkFormValues({ ...answered, vehicle_year: 2028, Rego: "AB#1", kms: 2_000_001 }, form)).toEqual([
      { field: "Rego", message: "Please enter a valid rego." },
      { field: "vehicle_year", message: "Year must be at most 2027." },
      { field: "kms", message: "Odometer must be at most 2000000." },
    ]);
  });

  it("re-checks a complete trade-in lead by its form, its condition answers read from adjustmentAnswers", () => {
    const site = testSite();
    const form = buildLeadForm("trade-in", { site, car: null })!;
    const userData = buildLeadUserData(answers(form), form, site, null, page);
    expect(userData.adjustmentAnswers).toEqual(
      Object.fromEntries(CONDITION_QUESTIONS.map((question) => [question.id, question.options[0]!.value])),
    );
    expect(Object.keys(userData).filter((key) => key.startsWith("answer__"))).toEqual([]);
    expect(completeLeadErrors(userData, site, null)).toEqual([]);
    const { adjustmentAnswers: _answers, ...unanswered } = userData;
    expect(completeLeadErrors(unanswered, site, null).map((e) => e.field)).toEqual(
      CONDITION_QUESTIONS.map((question) => `answer__${question.id}`),
    );
  });
});
