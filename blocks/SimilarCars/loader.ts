import type { BlockLoader } from "../../runtime/types/index.ts";
import { similarCarsTitle } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { SimilarCarsProps } from "./props.gen.ts";
import type { SimilarCarsData } from "./data.ts";

const load: BlockLoader<SimilarCarsProps, SimilarCarsData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  return car ? { slug: car.slug, title: similarCarsTitle(car.item_type, ctx.site.offers_subscription) } : null;
};

export default load;
