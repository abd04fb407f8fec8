import type { BlockLoader } from "../../runtime/types/index.ts";
import { currentCar, estimatePanelFigures, financeDisclaimer } from "../../runtime/kit/finance.ts";
import type { FinanceEstimatePanelProps } from "./props.gen.ts";
import type { EstimatePanelData } from "./data.ts";

const load: BlockLoader<FinanceEstimatePanelProps, EstimatePanelData | null> = async (_props, ctx) => {
  const car = await currentCar(ctx);
  const figures = car && estimatePanelFigures(ctx.site, car, new Date());
  return figures && { ...figures, fallbackDisclaimer: financeDisclaimer(ctx.site) };
};

export default load;
