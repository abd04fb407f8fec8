import type { BlockLoader } from "../../runtime/types/index.ts";
import { currentCar, calculatorLayers, financeDisclaimer, calculatorValuesFromQuery, calculatorSettings, financeEnquiryHref } from "../../runtime/kit/finance.ts";
import type { FinanceCalculatorProps } from "./props.gen.ts";
import type { CalculatorData } from "./data.ts";

/** Works out the calculator's bounds on the server, so the provider configuration never ships to the browser. */
const load: BlockLoader<FinanceCalculatorProps, CalculatorData | null> = async (props, ctx) => {
  // A site selling only by subscription has no purchase price to finance.
  if (!ctx.site.finance.purchase) return null;
  const car = await currentCar(ctx);
  const priced = props.price_from_car && car && car.price > 0 ? car : null;
  const settings = calculatorSettings(calculatorLayers(ctx.site), {
    carPrice: car?.price,
    amountDefault: priced ? priced.price : props.amount_default,
  });
  return {
    settings,
    values: calculatorValuesFromQuery(ctx.url.searchParams, settings),
    description: props.description || financeDisclaimer(ctx.site),
    carId: car?.id ?? null,
    car: priced && { name: priced.name, path: priced.path },
    enquiryHref: financeEnquiryHref(car, props.enquiry_path),
  };
};

export default load;
