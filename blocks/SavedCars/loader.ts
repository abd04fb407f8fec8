import type { BlockLoader } from "../../runtime/types/index.ts";
import { shopperSavedCars } from "../../runtime/kit/loaders.ts";
import type { SavedCarsProps } from "./props.gen.ts";
import type { SavedCarsData } from "./data.ts";

const load: BlockLoader<SavedCarsProps, SavedCarsData> = async (props, ctx) => ({ cars: await shopperSavedCars(ctx, props.list ?? "watchlist") });

export default load;
