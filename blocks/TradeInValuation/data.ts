// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { ConditionChoice } from "../../runtime/kit/forms.ts";

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
