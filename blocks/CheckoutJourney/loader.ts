import type { BlockLoader } from "../../runtime/types/index.ts";
import { journeyPage } from "../../runtime/kit/loaders.ts";
import type { CheckoutJourneyProps } from "./props.gen.ts";
import type { CheckoutJourneyData } from "./data.ts";

const load: BlockLoader<CheckoutJourneyProps, CheckoutJourneyData> = async (_props, ctx) => journeyPage(ctx);

export default load;
