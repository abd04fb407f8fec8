import { describe, expect, it } from "vitest";
import requestSchema from "../../schemas/trade-in-estimate-request.schema.json" with { type: "json" };
import { CONDITION_QUESTIONS, conditionDeduction } from "./trade-in-questions.ts";

describe("trade-in condition questions", () => {
  it("offer exactly the answers the estimate API accepts", () => {
    const accepted = Object.fromEntries(
      Object.entries(requestSchema.properties.adjustmentAnswers.properties).map(([id, property]) => [id, property.enum]),
    );
    const offered = Object.fromEntries(CONDITION_QUESTIONS.map((q) => [q.id, q.options.map((o) => o.value)]));
    expect(offered).toEqual(accepted);
    expect(Object.keys(offered)).toHaveLength(6);
  });

  it("take each answer's share off, nothing for unanswered questions", () => {
    expect(conditionDeduction({})).toBe(0);
    expect(conditionDeduction({ accident: "minor", tyres: "worn" })).toBe(0.05);
    expect(conditionDeduction({ accident: "major", mechanical: "yes", body: "repairs", interior: "damaged", service_history: "none", tyres: "worn" }))
      .toBe(0.34);
  });
});
