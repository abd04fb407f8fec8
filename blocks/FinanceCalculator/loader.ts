import type { BlockLoader } from "../../runtime/types/index.ts";
import { currentCar, calculatorLayers, financeDisclaimer, calculatorValuesFromQuery, calculatorSettings, financeEnquiryHref } from "../../runtime/kit/finance.ts";
import type { FinanceCalculatorProps } from "./props.gen.ts";
import type { CalculatorData } from "./data.ts";

/** Works out the calculator's bounds on the server, so the provider configuration never ships to the browser. */
const load: BlockLoader<FinanceCalculatorProps, CalculatorData> = async (props, ctx) => {
  const car = await currentCar(ctx);
  const settings = calculatorSettings(calculatorLayers(ctx.site), {
    carPrice: car?.price,
    amountDefault: props.amount_default,
  });
  return {
    settings,
    values: calculatorValuesFromQuery(ctx.url.searchParams, settings),
    description: props.description || financeDisclaimer(ctx.site),
    carId: car?.id ?? null,
    enquiryHref: financeEnquiryHref(car, props.enquiry_path),
  };
};

export default load;
