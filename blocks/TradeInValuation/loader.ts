import type { BlockLoader } from "../../runtime/types/index.ts";
import { currentCar, CONDITION_QUESTIONS, instantValuationEligible } from "../../runtime/kit/finance.ts";
import { conditionChoices } from "../../runtime/kit/forms.ts";
import type { TradeInValuationProps } from "./props.gen.ts";
import type { TradeInData } from "./data.ts";

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
