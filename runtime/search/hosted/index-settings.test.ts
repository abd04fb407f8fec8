import { describe, expect, it } from "vitest";
import { hostedIndexSettings } from "./index-settings.ts";

describe("hostedIndexSettings: a hosted index set up as the embedded one answers", () => {
  const settings = hostedIndexSettings("Car_production");
  const byName = new Map(settings.map((entry) => [entry.indexName, entry.settings]));

  it("ranks the primary by custom_rank descending and lists a replica per sort option (spec §2 sortBy)", () => {
    const primary = byName.get("Car_production")!;
    expect(primary.customRanking).toEqual(["desc(custom_rank)"]);
    expect(primary.replicas).toEqual([
      "Car_production_created_at_timestamp_desc",
      "Car_production_price_desc",
      "Car_production_price_asc",
      "Car_production_subscription_price_desc",
      "Car_production_subscription_price_asc",
      "Car_production_km_desc",
      "Car_production_km_asc",
    ]);
    expect(settings).toHaveLength(8);
  });

  it("sorts each replica by its attribute before Algolia's own criteria", () => {
    expect(byName.get("Car_production_price_asc")!.ranking![0]).toBe("asc(price)");
    expect(byName.get("Car_production_km_desc")!.ranking![0]).toBe("desc(km)");
    expect(byName.get("Car_production_km_desc")!.ranking).toContain("custom");
  });

  it("facets what shoppers refine by, and keeps dealership_id for filters only", () => {
    const facets = byName.get("Car_production")!.attributesForFaceting;
    expect(facets).toEqual(expect.arrayContaining(["make", "model", "body", "price", "km", "year", "filterOnly(dealership_id)"]));
    expect(facets).not.toContain("dealership_id");
    expect(byName.get("Car_production")!.searchableAttributes.slice(0, 4)).toEqual(["make", "model", "badge", "series"]);
  });
});
