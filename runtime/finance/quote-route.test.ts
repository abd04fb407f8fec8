import { describe, expect, it } from "vitest";
import { quoteHandler } from "./routes.ts";
import { apiContext, postJson } from "../../tests/kit/finance/route-fixtures.ts";
import { financeSite } from "../../tests/kit/finance/test-fixtures.ts";

const site = financeSite(null, { quote: { enabled: true } });
const body = {
  selfAssessedCreditScore: "GREAT", purchasePrice: 40000, loanTerm: 5, year: 2021,
  vin: "JM0KF4WLA00123456", nvic: "0ABC21", whoIsHelping: "",
};
const ask = async (payload: unknown, on = site) => quoteHandler(postJson("/api/youx/quote", payload), apiContext(on, []));

describe("POST /api/youx/quote", () => {
  it("answers the weekly repayment and the provider's rates for the credit score", async () => {
    const response = await ask(body);
    expect(response.status).toBe(200);
    // GREAT: 7.49% p.a.; $40,000 less 10% deposit with a 30% final payment over 5 years, weekly:
    // r = 0.0749 / 52 = 0.00144038, n = 260, (1 + r)^-260 = e^(-260 x 0.00143935) = 0.687818
    // R = (36000 - 12000 x 0.687818) x 0.00144038 / 0.312182 = 27746.18 x 0.00461393 = 128.02
    expect(await response.json()).toEqual({ weeklyRepaymentAmount: 128.02, advertisedRate: 7.49, comparisonRate: 7.99 });
  });

  it("names each bad field with a 400", async () => {
    const response = await ask({ ...body, purchasePrice: "lots", loanTerm: 9, year: undefined });
    expect(response.status).toBe(400);
    const { errors } = await response.json() as { errors: { field: string }[] };
    expect(errors.map((e) => e.field).sort()).toEqual(["loanTerm", "purchasePrice", "year"]);
  });

  it("refuses a price of 0, unknown fields and unknown credit scores", async () => {
    const zero = await ask({ ...body, purchasePrice: 0 });
    expect(zero.status).toBe(400);
    const extra = await ask({ ...body, salary: 1 });
    expect(await extra.json()).toEqual({ errors: [{ field: "salary", message: "is not a known field" }] });
    const score = await ask({ ...body, selfAssessedCreditScore: "AMAZING" });
    expect(score.status).toBe(400);
    expect(await score.json()).toEqual({
      errors: [{ field: "selfAssessedCreditScore", message: "must be one of EXCELLENT, GREAT, GOOD, FAIR" }],
    });
  });

  it("answers malformed bodies with 4xx, never 5xx", async () => {
    for (const payload of ["{", "null", "[]", "42", '"GREAT"', "x".repeat(20000)]) {
      const response = await ask(payload);
      expect(response.status, payload.slice(0, 10)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it("is not offered where the site does not turn quotes on", async () => {
    expect((await ask(body, financeSite(null))).status).toBe(404);
    const response = await quoteHandler(postJson("/api/youx/quote", body), apiContext(null, []));
    expect(response.status).toBe(404);
  });
});
