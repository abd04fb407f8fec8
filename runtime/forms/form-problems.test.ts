import { describe, expect, it } from "vitest";
import type { RJSFSchema } from "@rjsf/utils";
import leadSchema from "../../schemas/lead.schema.json" with { type: "json" };
import { everyOptionSite, testCar } from "../../tests/kit/leads/lead-fixtures.ts";
import { createAjv } from "../site/create-ajv.ts";
import { CONDITION_QUESTIONS } from "../finance/trade-in-questions.ts";
import { formProblems } from "./form-problems.ts";
import type { FormId, LeadFormDefinition } from "./form-types.ts";
import { buildLeadForm } from "./lead-forms.ts";
import { toLeadCar } from "./leads-options.ts";
import { payloadKey } from "./payload-keys.ts";
import { conditionChoices, tradeInForm } from "./trade-in-form.ts";

const site = everyOptionSite();
const IDS: FormId[] = ["enquiry", "multi-step-enquiry", "test-drive", "request-photos", "find-similar", "sell-your-car",
  "finance-enquiry", "careers", "service-enquiry", "parts-enquiry"];
const forms: LeadFormDefinition[] = [
  ...IDS.flatMap((id) => [buildLeadForm(id, { site, car: null })!, buildLeadForm(id, { site, car: toLeadCar(testCar()) })!]),
  tradeInForm({ site, car: null }, conditionChoices(CONDITION_QUESTIONS)),
];
const leadFields = leadSchema.$defs.LeadUserData.properties as Record<string, Record<string, unknown>>;
/** What formProblems reads from a form's own schema; everything else comes from the lead field's precompiled rules. */
const FORM_KEYWORDS = new Set(["title", "type", "enum", "oneOf", "const", "minimum", "maximum"]);

describe("formProblems", () => {
  it("every form adds to its lead fields' rules only the keywords it reads itself", () => {
    for (const form of forms) {
      for (const [field, schema] of Object.entries(form.schema.properties)) {
        const { description: _description, ...rules } = leadFields[payloadKey(field)] ?? {};
        const added = Object.keys(schema).filter((key) => JSON.stringify(schema[key]) !== JSON.stringify(rules[key]));
        expect(added.filter((key) => !FORM_KEYWORDS.has(key)), `${form.id}: ${field}`).toEqual([]);
      }
    }
  });

  it("finds on each field the problem ajv finds compiling the whole form's schema", () => {
    const ajv = createAjv({ useDefaults: false });
    const bad: Record<string, unknown[]> = {
      string: ["", "x".repeat(3000), 42, "not valid at all!", "4000", "2026-13-45"],
      integer: ["abc", -5, 3_000_000_000, 1.5, 12],
      boolean: ["yes", false],
    };
    for (const form of forms) {
      const validate = ajv.compile(form.schema);
      for (const [field, schema] of Object.entries(form.schema.properties)) {
        const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? "string");
        const choices = [...(schema.enum ?? []), ...(schema.oneOf ?? []).map((o) => (o as RJSFSchema).const)];
        for (const value of [...(bad[String(type)] ?? []), ...choices, "unknown choice"]) {
          validate({ [field]: value });
          const expected = (validate.errors ?? []).find((error) => error.instancePath === `/${field.replaceAll("/", "~1")}`);
          const found = formProblems({ [field]: value }, form).find((problem) => problem.field === field && problem.keyword !== "const");
          expect(found ? "invalid" : "valid", `${form.id}: ${field} = ${JSON.stringify(value)}`).toBe(expected ? "invalid" : "valid");
        }
      }
    }
  });

  it("names each unanswered required field once, in the form's order, with the terms rule", () => {
    const form = buildLeadForm("enquiry", { site, car: null })!;
    const problems = formProblems({ PreferredContactMethod: "Phone" }, form);
    expect(problems.map((p) => [p.field, p.keyword])).toEqual([
      ["name", "required"],
      ["email", "required"],
      ["phone", "required"],
      ["postcode", "required"],
      ["location_id", "required"],
      ["category", "required"],
      ["message", "required"],
      ["terms_conditions", "required"],
    ]);
    expect(problems[0]!.title).toBe("First Name");
  });

  it("reads the lead field's own rule that failed, and the form's bounds and choices", () => {
    const form = buildLeadForm("enquiry", { site, car: null })!;
    expect(formProblems({ postcode: "40ab" }, form).find((p) => p.field === "postcode")?.keyword).toBe("pattern");
    expect(formProblems({ email: "ada@" }, form).find((p) => p.field === "email")?.keyword).toBe("format");
    expect(formProblems({ location_id: 999_999 }, form).find((p) => p.field === "location_id")?.keyword).toBe("enum");
    const tradeIn = tradeInForm({ site, car: null }, conditionChoices(CONDITION_QUESTIONS), new Date("2026-01-01"));
    expect(formProblems({ vehicle_year: 2031 }, tradeIn).find((p) => p.field === "vehicle_year")).toMatchObject({
      keyword: "maximum",
      params: { limit: 2027 },
    });
  });
});
