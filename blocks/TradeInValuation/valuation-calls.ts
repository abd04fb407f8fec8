import type { TradeInEstimate } from "../../runtime/kit/finance.ts";
import { fetchJson } from "../../runtime/kit/fetch-json.ts";
import { type FormValues, splitConditionAnswers } from "../../runtime/kit/forms.ts";

/** POST /api/trade-in/estimate; null when the answer is neither an offer nor a refusal (the dealer values the car instead). */
export async function requestEstimate(values: FormValues): Promise<TradeInEstimate | null> {
  const { rest, adjustmentAnswers } = splitConditionAnswers(values);
  const body = {
    make: String(rest.vehicle_make ?? "").trim(),
    model: String(rest.vehicle_model ?? "").trim(),
    year: rest.vehicle_year,
    km: rest.kms ?? 0,
    adjustmentAnswers,
  };
  const answer = await fetchJson<TradeInEstimate>("/api/trade-in/estimate", { body });
  return answer.kind === "offer" || answer.kind === "refused" ? answer : null;
}

/**
 * Spec §7/§8: the valuation result kept beside the lead (column_name 'valuation') on sites that want it, sent
 * with the lead's secret (only the browser that created the lead may add to it).
 */
export function saveValuation({ lead, value }: { lead: { id: string; secret: string }; value: Record<string, unknown> }): Promise<unknown> {
  return fetchJson("/api/miscellaneous", { body: { column_name: "valuation", lead_id: lead.id, value }, headers: { "Lead-Secret": lead.secret } });
}
