import type { BlockLoader } from "../../runtime/types/index.ts";
import { fuelConsumption, hasEngine, isElectric } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { FuelCalculatorProps } from "./props.gen.ts";
import type { FuelCalculatorData } from "./data.ts";

const load: BlockLoader<FuelCalculatorProps, FuelCalculatorData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car || !hasEngine(car) || isElectric(car.fuel, car.simple_fuel)) return null;
  return { consumption: fuelConsumption(car.variant?.fuelconsumptioncombined) };
};

export default load;
