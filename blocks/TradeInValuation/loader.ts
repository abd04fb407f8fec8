import type { BlockLoader } from "../../runtime/types/index.ts";
import { currentCar, CONDITION_QUESTIONS, instantValuationEligible } from "../../runtime/kit/finance.ts";
import { conditionChoices, type ConditionChoice } from "../../runtime/kit/forms.ts";
import type { TradeInValuationProps } from "./props.gen.ts";

export interface TradeInData {
  /** The car the shopper trades towards (/cars/trade-in?car_id=), if any. */
  car: { id: number; dealershipId: number; dealershipSlug: string; name: string } | null;
  /** Whether an online estimate is offered: always without a car; with one, by the instant-valuation rule. */
  instant: boolean;
  /** The condition questions, without what each answer is worth (that stays on the server). */
  questions: ConditionChoice[];
  limits: { maxAgeYears: number; maxKm: number };
  /** Also record the valuation beside the lead (POST /api/miscellaneous). */
  saveValuation: boolean;
}

const load: BlockLoader<TradeInValuationProps, TradeInData> = async (_props, ctx) => {
  const car = await currentCar(ctx);
  const tradeIn = ctx.site.finance.trade_in;
  return {
    car: car && {
      id: car.id,
      dealershipId: car.dealership_id,
      dealershipSlug: car.dealership_slug,
      name: [car.year, car.make, car.model].join(" "),
    },
    instant: car ? instantValuationEligible(car) : true,
    questions: conditionChoices(CONDITION_QUESTIONS),
    limits: { maxAgeYears: tradeIn.max_age_years, maxKm: tradeIn.max_km },
    saveValuation: tradeIn.save_valuation,
  };
};

export default load;
