import type { BlockLoader } from "../../runtime/types/index.ts";
import { currentCar, estimatePanelFigures, type EstimatePanelFigures, financeDisclaimer } from "../../runtime/kit/finance.ts";
import type { FinanceEstimatePanelProps } from "./props.gen.ts";

export interface EstimatePanelData extends EstimatePanelFigures {
  /** Shown in the dialog if the car's own disclaimer cannot be fetched. */
  fallbackDisclaimer: string;
}

const load: BlockLoader<FinanceEstimatePanelProps, EstimatePanelData | null> = async (_props, ctx) => {
  const car = await currentCar(ctx);
  const figures = car && estimatePanelFigures(ctx.site, car, new Date());
  return figures && { ...figures, fallbackDisclaimer: financeDisclaimer(ctx.site) };
};

export default load;
