import type { BlockLoader } from "../../runtime/types/index.ts";
import { similarCarsTitle } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import { logError, similarCarCards } from "../../runtime/kit/loaders.ts";
import type { SimilarCarsProps } from "./props.gen.ts";
import type { SimilarCarsData } from "./data.ts";

const load: BlockLoader<SimilarCarsProps, SimilarCarsData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car) return null;
  try {
    // The same one multi-query search as GET /api/cars/{slug}/similar, so the browser starts from its answer.
    const hits = await similarCarCards(ctx.services.search, car, ctx.site);
    return hits.length > 0 ? { slug: car.slug, title: similarCarsTitle(car.item_type, ctx.site.offers_subscription), hits } : null;
  } catch (error) {
    // Spec: a failure is logged and the section left out; the rest of the page still renders.
    logError(`Similar cars failed to load: site=${ctx.site.slug} car=${car.slug}`, error);
    return null;
  }
};

export default load;
