import type { BlockLoader } from "../../runtime/types/index.ts";
import { currentCar } from "../../runtime/finance/current-car.ts";
import { financeTeaser, type TeaserFigures } from "../../runtime/finance/teaser.ts";
import type { FinanceTeaserProps } from "./props.gen.ts";

/** The provider's eligibility rule runs here, on the server: the browser only gets figures to show, or nothing. */
const load: BlockLoader<FinanceTeaserProps, TeaserFigures | null> = async (_props, ctx) => {
  const car = await currentCar(ctx);
  return car ? financeTeaser(ctx.site, car, new Date()) : null;
};

export default load;
