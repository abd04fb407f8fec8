import { describe, expect, it } from "vitest";
import { loaderContext } from "../../tests/kit/finance/loader-fixtures.ts";
import { financeCar, financeSite } from "../../tests/kit/finance/test-fixtures.ts";
import { propsFrom } from "../../tests/kit/blocks/test-utils.tsx";
import load from "./loader.ts";
import type { TradeInValuationProps } from "./props.gen.ts";
import schema from "./schema.json" with { type: "json" };

const props = propsFrom<TradeInValuationProps>(schema);

describe("TradeInValuation loader", () => {
  it("offers an instant estimate on /trade-in, with the site's limits and no answer values", async () => {
    const site = financeSite(null, { trade_in: { max_age_years: 5, max_km: 80000, save_valuation: true } });
    const data = await load(props, loaderContext(site, [], "/trade-in"));
    expect(data).toMatchObject({ car: null, instant: true, limits: { maxAgeYears: 5, maxKm: 80000 }, saveValuation: true });
    expect(data.questions[0]).toEqual({
      id: "accident",
      label: "Has the car ever been in an accident?",
      options: [{ value: "no", label: "No" }, { value: "minor", label: "Yes, minor repairs" }, { value: "major", label: "Yes, major repairs" }],
    });
  });

  it("names the car of ?car_id= and applies the instant-valuation rule to it", async () => {
    const cars = [financeCar({ id: 7 }), financeCar({ id: 8, reserved: true })];
    const eligible = await load(props, loaderContext(financeSite(null), cars, "/cars/trade-in?car_id=7"));
    expect(eligible).toMatchObject({
      car: { id: 7, dealershipId: 101, dealershipSlug: "harbour-motors-toyota", name: "2021 Mazda CX-5" },
      instant: true,
    });
    expect((await load(props, loaderContext(financeSite(null), cars, "/cars/trade-in?car_id=8"))).instant).toBe(false);
  });
});
