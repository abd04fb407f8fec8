import { describe, expect, it } from "vitest";
import { loaderContext } from "../../tests/kit/finance/loader-fixtures.ts";
import { financeCar, financeSite, lenderEntry } from "../../tests/kit/finance/test-fixtures.ts";
import { propsFrom } from "../../tests/kit/blocks/test-utils.tsx";
import load from "./loader.ts";
import type { FinanceTeaserProps } from "./props.gen.ts";
import schema from "./schema.json" with { type: "json" };

const props = propsFrom<FinanceTeaserProps>(schema);
const onPage = (slug: string) => ["/cars/" + slug, { slug }] as const;

describe("FinanceTeaser loader", () => {
  it("gives the figures of an eligible car on its vehicle page", async () => {
    const car = financeCar({ slug: "a", finance_lenders: { Taurus: lenderEntry("Taurus") } });
    const data = await load(props, loaderContext(financeSite("Taurus"), [car], ...onPage("a")));
    expect(data).toMatchObject({ payment: 129, interestRate: 6.29, comparisonRate: 8.19 });
  });

  it("gives nothing for an excluded make, a car without the provider's entry, or no car", async () => {
    const suzuki = financeCar({ slug: "s", make: "Suzuki", finance_lenders: { Taurus: lenderEntry("Taurus") } });
    const bare = financeCar({ slug: "b" });
    const site = financeSite("Taurus");
    expect(await load(props, loaderContext(site, [suzuki], ...onPage("s")))).toBeNull();
    expect(await load(props, loaderContext(site, [bare], ...onPage("b")))).toBeNull();
    expect(await load(props, loaderContext(site, [], "/finance"))).toBeNull();
  });
});
