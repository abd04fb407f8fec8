import { describe, expect, it } from "vitest";
import { loaderContext } from "../../tests/kit/finance/loader-fixtures.ts";
import { financeCar, financeSite } from "../../tests/kit/finance/test-fixtures.ts";
import { propsFrom } from "../../tests/kit/blocks/test-utils.tsx";
import load from "./loader.ts";
import type { FinanceEstimatePanelProps } from "./props.gen.ts";
import schema from "./schema.json" with { type: "json" };

const props = propsFrom<FinanceEstimatePanelProps>(schema);

describe("FinanceEstimatePanel loader", () => {
  it("works out the vehicle page car's estimate and asks for a quote where the site shows them", async () => {
    const car = financeCar({ slug: "a", price: 40000 });
    const site = financeSite(null, { quote: { enabled: true }, disclaimer: "Ours." });
    const data = await load(props, loaderContext(site, [car], "/cars/a", { slug: "a" }));
    expect(data).toMatchObject({ carId: 501, fallbackDisclaimer: "Ours.", fetchQuote: { purchasePrice: 40000 } });
    expect(data?.estimate?.weekly).toBeGreaterThan(0);
  });

  it("renders nothing for a car the site's provider does not finance", async () => {
    const sold = financeCar({ slug: "a", status: "sold", sold: true });
    expect(await load(props, loaderContext(financeSite(null), [sold], "/cars/a", { slug: "a" }))).toBeNull();
  });

  it("renders nothing without a car", async () => {
    expect(await load(props, loaderContext(financeSite(null), [], "/finance"))).toBeNull();
  });
});
