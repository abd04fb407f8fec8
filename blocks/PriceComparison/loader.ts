import type { BlockLoader } from "../../runtime/types/index.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { PriceComparisonProps } from "./props.gen.ts";
import type { PriceComparisonData } from "./data.ts";

const load: BlockLoader<PriceComparisonProps, PriceComparisonData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  return car ? { slug: car.slug } : null;
};

export default load;
