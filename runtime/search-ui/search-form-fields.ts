import { budgetEstimate } from "../rules/finance/budget-estimate.ts";
import { isRangeValue } from "../rules/search-route.ts";

/**
 * The fields of the search's plain GET forms (no JavaScript) that say a search in other words than its URL: a
 * range's min and max boxes, and the budget search's repayment and deposit. The results page reads them and
 * answers with a redirect to the URL they mean, the shape the JavaScript version writes (`range[price]=min:max`).
 */
export const rangeField = (attribute: string, end: "min" | "max") => `range[${attribute}][${end}]`;

export const BUDGET_FIELDS = { frequency: "budget[frequency]", repayment: "budget[repayment]", deposit: "budget[deposit]" } as const;

/** Spec §7: the budget search opens the results with `range[price]=:{max}`, with or without JavaScript. */
export function budgetRange(maxPrice: number): string {
  return `:${Math.floor(maxPrice)}`;
}

const FORM_FIELD = /^(range\[[^\]]+\]\[(min|max)\]|budget\[(frequency|repayment|deposit)\])$/;

/** Whether a query string holds form fields, so its page is a redirect to the URL they mean. */
export function carriesFormFields(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((name) => FORM_FIELD.test(name));
}

/**
 * A range from its min and max boxes ("min:max"; a box left empty is an open end), or from the budget search
 * for `price`; undefined when the fields say nothing or the minimum is above the maximum.
 */
export function formRange(params: URLSearchParams, attribute: string): string | undefined {
  if (attribute === "price" && params.has(BUDGET_FIELDS.repayment)) {
    const frequency = params.get(BUDGET_FIELDS.frequency) === "monthly" ? "monthly" : "weekly";
    return budgetRange(budgetEstimate(frequency, params.get(BUDGET_FIELDS.repayment), params.get(BUDGET_FIELDS.deposit)).maxPrice);
  }
  const min = params.get(rangeField(attribute, "min"))?.trim() ?? "";
  const max = params.get(rangeField(attribute, "max"))?.trim() ?? "";
  const value = `${min}:${max}`;
  if (!isRangeValue(value) || (min !== "" && max !== "" && Number(min) > Number(max))) return undefined;
  return value;
}
