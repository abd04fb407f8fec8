import type { BlockLoader } from "../../runtime/types/index.ts";
import { isInStock, soldTexts, type SoldTexts, vehicleNoun } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { SoldPanelProps } from "./props.gen.ts";

const load: BlockLoader<SoldPanelProps, SoldTexts | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  return car && !isInStock(car) ? soldTexts(vehicleNoun(car.item_type)) : null;
};

export default load;
