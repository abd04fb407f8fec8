import type { BlockLoader } from "../../runtime/types/index.ts";
import { INVALID_POSTCODE } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import { deliveryEstimate } from "../../runtime/kit/loaders.ts";
import { fromAnswer, invalidPostcode, postcodeRequired } from "./delivery-result.ts";
import type { DeliveryCalculatorProps } from "./props.gen.ts";
import type { DeliveryCalculatorData } from "./data.ts";

const load: BlockLoader<DeliveryCalculatorProps, DeliveryCalculatorData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car) return null;
  const sent = ctx.url.searchParams.get("postcode");
  const postcode = (sent ?? "").trim();
  if (sent === null) return { slug: car.slug, postcode, result: null };
  if (!postcode) return { slug: car.slug, postcode, result: postcodeRequired };
  try {
    return { slug: car.slug, postcode, result: fromAnswer(await deliveryEstimate(car, ctx.site, ctx.site.vehicle_page.delivery_rates, postcode)) };
  } catch (error) {
    if (error instanceof Error && error.message === INVALID_POSTCODE) return { slug: car.slug, postcode, result: invalidPostcode };
    throw error;
  }
};

export default load;
