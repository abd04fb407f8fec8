import type { BlockLoader } from "../../runtime/types/index.ts";
import { isGaugeShown } from "../../runtime/kit/rules.ts";
import { pageCar, pageMarketComparison } from "../../runtime/kit/vehicle.ts";
import { logError } from "../../runtime/kit/loaders.ts";
import type { PriceComparisonProps } from "./props.gen.ts";
import type { PriceComparisonData } from "./data.ts";

const load: BlockLoader<PriceComparisonProps, PriceComparisonData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car) return null;
  try {
    // The comparison GET /api/cars/{slug}/autogauge answers with (and the market-price banner quotes).
    const gauge = await pageMarketComparison(ctx, car);
    // Spec: an incomplete or unconfident comparison is left out, so the page carries none of it.
    return isGaugeShown(gauge) ? { slug: car.slug, gauge } : null;
  } catch (error) {
    // Spec: hidden on failure; the rest of the page still renders.
    logError(`Price comparison failed: site=${ctx.site.slug} car=${car.slug}`, error);
    return null;
  }
};

export default load;
