import type { BlockLoader } from "../../runtime/types/index.ts";
import { pageViewTime } from "../../runtime/kit/rules.ts";
import type { SalesCounterProps } from "./props.gen.ts";
import type { SalesCounterData } from "./data.ts";

const load: BlockLoader<SalesCounterProps, SalesCounterData> = () => ({ now: pageViewTime(new Date()).toISOString() });

export default load;
