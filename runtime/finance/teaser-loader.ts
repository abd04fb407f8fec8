import type { LoaderContext } from "../types/index.ts";
import { currentCar } from "./current-car.ts";
import { financeTeaser, type TeaserFigures } from "./teaser.ts";

/**
 * The finance teaser's figures for the page's car, for the FinanceTeaser block and any block showing the teaser
 * inside it. The provider's eligibility rule runs here, on the server: the browser only gets figures to show, or nothing.
 */
export async function loadFinanceTeaser(ctx: LoaderContext): Promise<TeaserFigures | null> {
  const car = await currentCar(ctx);
  return car ? financeTeaser(ctx.site, car, new Date()) : null;
}
