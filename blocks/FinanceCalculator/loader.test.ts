import { describe, expect, it } from "vitest";
import { loaderContext } from "../../tests/kit/finance/loader-fixtures.ts";
import { financeCar, financeSite } from "../../tests/kit/finance/test-fixtures.ts";
import { propsFrom } from "../../tests/kit/blocks/test-utils.tsx";
import load from "./loader.ts";
import type { FinanceCalculatorProps } from "./props.gen.ts";
import schema from "./schema.json" with { type: "json" };

const props = (p: Record<string, unknown> = {}) => propsFrom<FinanceCalculatorProps>(schema, p);
const car = financeCar({ slug: "2021-mazda-cx-5", price: 32990 });
const loaded = async (...args: Parameters<typeof load>) => (await load(...args))!;

describe("FinanceCalculator loader", () => {
  it("starts from the car's price on a vehicle page where the site says so", async () => {
    const site = financeSite(null, { calculator: { amount_from_car_price: true } });
    const data = await loaded(props(), loaderContext(site, [car], "/cars/2021-mazda-cx-5", { slug: "2021-mazda-cx-5" }));
    expect(data.values.amount).toBe(32990);
    expect(data.carId).toBe(501);
    expect(data.enquiryHref).toContain("car_id=501");
  });

  it("starts from the passed default, then the platform's 30000", async () => {
    expect((await loaded(props({ amount_default: 20000 }), loaderContext(financeSite(null), []))).values.amount).toBe(20000);
    const data = await loaded(props(), loaderContext(financeSite(null), []));
    expect(data.values.amount).toBe(30000);
    expect(data.enquiryHref).toBe("/finance-enquiry#finance-form");
  });

  it("finds the car of /personalised/finance?car_id=", async () => {
    const site = financeSite(null, { calculator: { amount_from_car_price: true } });
    expect((await loaded(props(), loaderContext(site, [car], "/personalised/finance?car_id=501"))).values.amount).toBe(32990);
  });

  it("prices the calculator from the page's car and names it where the block says so, whatever the site's default", async () => {
    const data = await loaded(props({ price_from_car: true }), loaderContext(financeSite(null), [car], "/personalised/finance?car_id=501"));
    expect(data.values.amount).toBe(32990);
    expect(data.car).toEqual({ name: car.name, path: car.path });
    const unpriced = await loaded(props({ price_from_car: true }), loaderContext(financeSite(null), [{ ...car, price: 0 }], "/personalised/finance?car_id=501"));
    expect(unpriced.values.amount).toBe(30000);
    expect((await loaded(props(), loaderContext(financeSite(null), [car], "/personalised/finance?car_id=501"))).car).toBeNull();
  });

  it("shows no calculator on a site without purchase finance (a subscription site)", async () => {
    const site = financeSite(null);
    expect(await load(props(), loaderContext({ ...site, finance: { ...site.finance, purchase: false } }, []))).toBeNull();
  });

  it("reads a form submitted without JavaScript", async () => {
    const data = await loaded(props(), loaderContext(financeSite(null), [], "/finance?amount=45000&term=3&frequency=monthly"));
    expect(data.values).toMatchObject({ amount: 45000, term: 3, frequency: "monthly" });
  });

  it("uses the provider's bounds and the site's disclaimer when the block has no description", async () => {
    const data = await loaded(props(), loaderContext(financeSite("Taurus", { disclaimer: "Ours." }), []));
    expect(data.settings.amount.min).toBe(5000);
    expect(data.description).toBe("Ours.");
    expect((await loaded(props({ description: "Block text." }), loaderContext(financeSite(null), []))).description).toBe("Block text.");
  });
});
