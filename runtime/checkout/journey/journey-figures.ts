import type { Car, Site } from "../../types/index.ts";
import type { FormValues } from "../../forms/form-types.ts";
import type { LeadFieldError } from "../../forms/lead-types.ts";
import { deliveryEstimate } from "../../vehicle/delivery.ts";
import { calculatorLayers } from "../../finance/site-finance.ts";
import { DELIVERY_NO_ESTIMATE, INVALID_POSTCODE } from "../../rules/delivery-quote.ts";
import { loanRepayment } from "../../rules/finance/amortisation.ts";
import { calculatorSettings } from "../../rules/finance/calculator-settings.ts";
import { isFrequency } from "../../rules/finance/frequency.ts";
import { repaymentDisplay } from "../../rules/finance/repayment-display.ts";
import { purchaseBreakdown, type Handover, type PurchaseBreakdown, type Settlement } from "../../rules/purchase-breakdown.ts";

/** The finance calculator's settings for the car (the site's provider and options over the platform's). */
export function journeyCalculator(site: Site, price: number) {
  return calculatorSettings(calculatorLayers(site), { carPrice: price });
}

/**
 * How the car reaches the shopper: pick-up, or delivery at the site's estimate to the postcode's region. A
 * postcode the estimate cannot use is the delivery step's error, in the delivery calculator's words.
 */
export async function handoverOf(site: Site, car: Car, values: FormValues): Promise<Handover | LeadFieldError> {
  if (values.handover !== "delivery") return { method: "pickup" };
  try {
    const answer = await deliveryEstimate(car, site, site.vehicle_page.delivery_rates, String(values.postcode ?? ""));
    if (!answer.estimate) return { field: "postcode", message: DELIVERY_NO_ESTIMATE };
    return { method: "delivery", price: answer.estimate.price, region: answer.estimate.name };
  } catch {
    return { field: "postcode", message: INVALID_POSTCODE };
  }
}

/** The finance step's answers as figures: the calculator's repayment at the site's rate, or a quote request. */
export function settlementOf(site: Site, price: number, values: FormValues): Settlement {
  if (values.settlement === "cash") return { method: "cash" };
  if (values.settlement !== "finance") return { method: "quote" };
  const settings = journeyCalculator(site, price);
  const frequency = isFrequency(values.frequency) ? values.frequency : settings.initial.frequency;
  const years = typeof values.finance_term === "number" ? values.finance_term : settings.initial.term;
  const loan = loanRepayment({
    price,
    deposit: typeof values.finance_deposit === "number" ? values.finance_deposit : 0,
    residual: 0,
    annualRate: settings.initial.interest,
    years,
    frequency,
    fees: settings.fees,
    roundUp: settings.roundUp,
  });
  const shown = repaymentDisplay(loan, frequency);
  return shown.enquire ? { method: "quote" } : { method: "finance", repayment: shown.payment, per: shown.per, years };
}

/** The review's price breakdown from the saved answers; the delivery step's error when its postcode no longer works. */
export async function journeyBreakdown(site: Site, car: Car, price: number, answers: Record<string, FormValues>): Promise<PurchaseBreakdown | LeadFieldError> {
  const handover = await handoverOf(site, car, answers.delivery ?? {});
  if ("field" in handover) return handover;
  return purchaseBreakdown({
    price,
    handover,
    deposit: site.vehicle_page.reserve_deposit,
    tradeIn: answers["trade-in"]?.["do-you-have-a-trade-in"] === "Yes",
    settlement: settlementOf(site, price, answers.payment ?? {}),
  });
}
