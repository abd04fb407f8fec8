import { describe, expect, it } from "vitest";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { LEAD_FORM_KINDS } from "./form-kinds.ts";
import schema from "./schema.json" with { type: "json" };

describe("LeadForm's forms", () => {
  it("offer exactly the forms the schema allows, each building the form it is named after", () => {
    expect(Object.keys(LEAD_FORM_KINDS).sort()).toEqual([...schema.properties.form.enum].sort());
    for (const [form, kind] of Object.entries(LEAD_FORM_KINDS)) {
      expect(kind.build({ site: testSite(), car: null }).id).toBe(form);
    }
  });

  it("find their car where each form's page has it (spec §2, §4, §5), and their slots", () => {
    const cars = Object.fromEntries(Object.entries(LEAD_FORM_KINDS).map(([form, kind]) => [form, kind.load]));
    expect(cars).toEqual({
      enquiry: { car: "route" },
      "multi-step-enquiry": { car: "route" },
      "test-drive": { car: "route-or-query", slots: "test-drive" },
      "request-photos": { car: "route" },
      "find-similar": { car: "route" },
      "sell-your-car": { car: "none" },
      "finance-enquiry": { car: "query" },
      careers: { car: "none" },
      "service-enquiry": { car: "none", slots: "service" },
      "parts-enquiry": { car: "none" },
      review: { car: "none" },
    });
  });
});
