import type { BlockLoader } from "../../runtime/types/index.ts";
import { loadFinanceTeaser, type TeaserFigures } from "../../runtime/kit/finance.ts";
import type { FinanceTeaserProps } from "./props.gen.ts";

const load: BlockLoader<FinanceTeaserProps, TeaserFigures | null> = (_props, ctx) => loadFinanceTeaser(ctx);

export default load;
