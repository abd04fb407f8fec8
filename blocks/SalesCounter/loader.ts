import type { BlockLoader } from "../../runtime/types/index.ts";
import type { SalesCounterProps } from "./props.gen.ts";
import type { SalesCounterData } from "./data.ts";

const load: BlockLoader<SalesCounterProps, SalesCounterData> = () => ({ now: new Date().toISOString() });

export default load;
