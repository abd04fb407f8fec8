import type { BlockLoader } from "../../runtime/types/index.ts";
import { shopperEnquiries, shopperReservations } from "../../runtime/kit/loaders.ts";
import type { GarageActivityProps } from "./props.gen.ts";
import type { GarageActivityData } from "./data.ts";

const load: BlockLoader<GarageActivityProps, GarageActivityData> = async (_props, ctx) => ({
  enquiries: await shopperEnquiries(ctx),
  reservations: await shopperReservations(ctx),
});

export default load;
