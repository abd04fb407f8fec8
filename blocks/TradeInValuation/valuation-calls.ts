import type { TradeInEstimate } from "../../runtime/kit/finance.ts";
import { type FormValues, splitConditionAnswers } from "../../runtime/kit/forms.ts";

/** POST /api/trade-in/estimate; null when the estimate cannot be had (the dealer values the car instead). */
export async function requestEstimate(values: FormValues): Promise<TradeInEstimate | null> {
  const { rest, adjustmentAnswers } = splitConditionAnswers(values);
  const body = {
    make: String(rest.vehicle_make ?? "").trim(),
    model: String(rest.vehicle_model ?? "").trim(),
    year: rest.vehicle_year,
    km: rest.kms ?? 0,
    adjustmentAnswers,
  };
  try {
    const response = await fetch("/api/trade-in/estimate", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const answer = response.ok ? ((await response.json()) as TradeInEstimate) : null;
    return answer?.kind === "offer" || answer?.kind === "refused" ? answer : null;
  } catch {
    return null;
  }
}

/**
 * Spec §7/§8: the valuation result kept beside the lead (column_name 'valuation') on sites that want it, sent
 * with the lead's secret (only the browser that created the lead may add to it).
 */
export async function saveValuation(lead: { id: string; secret: string }, value: Record<string, unknown>): Promise<void> {
  try {
    const response = await fetch("/api/miscellaneous", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Lead-Secret": lead.secret },
      body: JSON.stringify({ column_name: "valuation", lead_id: lead.id, value }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    console.log("Valuation data saved successfully");
  } catch (error) {
    console.error("Failed to save valuation data", error);
  }
}
