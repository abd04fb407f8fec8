import type { BlockLoader } from "../../runtime/types/index.ts";
import { onlinePaymentPage } from "../../runtime/kit/loaders.ts";
import type { OnlinePaymentProps } from "./props.gen.ts";
import type { OnlinePaymentData } from "./data.ts";

const load: BlockLoader<OnlinePaymentProps, OnlinePaymentData> = async (_props, ctx) => onlinePaymentPage(ctx);

export default load;
