import type { BlockLoader } from "../../runtime/types/index.ts";
import { checkoutPage } from "../../runtime/kit/loaders.ts";
import type { ReserveVehicleProps } from "./props.gen.ts";
import type { ReserveVehicleData } from "./data.ts";

const load: BlockLoader<ReserveVehicleProps, ReserveVehicleData> = async (_props, ctx) => checkoutPage(ctx);

export default load;
