import { describe, expect, it } from "vitest";
import type { Car } from "../types/index.ts";
import { apiContext, postJson } from "../../tests/kit/finance/route-fixtures.ts";
import { financeCar, financeSite } from "../../tests/kit/finance/test-fixtures.ts";
import { tradeInEstimateHandler } from "./routes.ts";

const handler = tradeInEstimateHandler(() => new Date("2025-06-01T00:00:00Z"));
const market: Car[] = [30000, 32000, 34000, 36000, 38000].map((price, i) =>
  financeCar({ id: 600 + i, price, year: 2021, km: 45000, dealership_id: 900 }));
const ask = async (payload: unknown, site = financeSite(null)) =>
  handler(postJson("/api/trade-in/estimate", payload), apiContext(site, market));
const vehicle = { make: "Mazda", model: "CX-5", year: 2021, km: 50000 };

describe("POST /api/trade-in/estimate", () => {
  it("offers a range from comparable listings across the platform less the site's margin", async () => {
    const response = await ask(vehicle);
    expect(response.status).toBe(200);
    // 25th / 75th percentile 32,000 / 36,000 x 0.85
    expect(await response.json()).toEqual({ kind: "offer", low: 27200, high: 30600, comparables: 5 });
  });

  it("uses the site's reconditioning margin and the condition answers", async () => {
    const site = financeSite(null, { trade_in: { reconditioning_margin: 0.2 } });
    // keep 1 - 0.2 - 0.03 (minor accident) = 0.77: 32,000 -> 24,640 -> 24,600; 36,000 -> 27,720 -> 27,700
    const response = await ask({ ...vehicle, adjustmentAnswers: { accident: "minor", body: "excellent" } }, site);
    expect(await response.json()).toMatchObject({ low: 24600, high: 27700 });
  });

  it("gives no estimate for cars over 7 years old or over 100,000 km", async () => {
    expect(await (await ask({ ...vehicle, year: 2017 })).json()).toEqual({ kind: "refused", reason: "too_old" });
    expect(await (await ask({ ...vehicle, km: 100001 })).json()).toEqual({ kind: "refused", reason: "too_many_km" });
  });

  it("says when there is nothing comparable", async () => {
    expect(await (await ask({ ...vehicle, model: "MX-5" })).json()).toEqual({ kind: "refused", reason: "no_comparables" });
  });

  it("names bad fields and unknown answers with a 400", async () => {
    const response = await ask({ make: "", year: 2021.5, km: -1, adjustmentAnswers: { accident: "maybe" } });
    expect(response.status).toBe(400);
    const { errors } = await response.json() as { errors: { field: string }[] };
    expect(errors.map((e) => e.field).sort()).toEqual(["adjustmentAnswers.accident", "km", "make", "model", "year"]);
  });
});
