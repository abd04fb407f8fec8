import type { BlockLoader } from "../../runtime/types/index.ts";
import { spinToWinPage } from "../../runtime/kit/loaders.ts";
import type { SpinToWinProps } from "./props.gen.ts";
import type { SpinToWinData } from "./data.ts";

const load: BlockLoader<SpinToWinProps, SpinToWinData> = async (props, ctx) => spinToWinPage(props.promotion ?? null, ctx);

export default load;
