import type { BlockLoader } from "../../runtime/types/index.ts";
import { unsubscribePage } from "../../runtime/kit/loaders.ts";
import type { UnsubscribeProps } from "./props.gen.ts";
import type { UnsubscribeData } from "./data.ts";

const load: BlockLoader<UnsubscribeProps, UnsubscribeData> = async (_props, ctx) => unsubscribePage(ctx);

export default load;
