import { sameSitePaths } from "../visited-pages.ts";

/**
 * What a lead's page in the dealer console shows beside its raw answers (issue 22 §2: the car, every form answer,
 * visited pages, trade-in answers): the shopper's trade-in as labelled answers, and the site pages they saw before
 * sending it with the campaign tags they arrived by (spec §3 lead_attributes).
 */

export interface LabelledAnswer {
  label: string;
  value: string;
}

const TRADE_IN_FORMS = new Set(["trade-in"]);
// The shopper's own car is in the make, model and year answers only on the trade-in form; elsewhere they name the
// dealer's car the lead is about.
const OWN_CAR_FIELDS: readonly [string, string][] = [
  ["Vehicle Make", "Make"],
  ["Vehicle Model", "Model"],
  ["vehicle_year", "Year"],
];
const TRADE_IN_FIELDS: readonly [string, string][] = [
  ["Rego", "Rego"],
  ["regoState", "Rego state"],
  ["vin", "VIN"],
];

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : null);

/**
 * The shopper's trade-in as labelled answers: whether they have one, the car (rego, make, model, year, odometer),
 * their condition answers and any offer; empty when the lead says nothing of a trade-in.
 */
export function tradeInAnswers(userData: Record<string, unknown>): LabelledAnswer[] {
  const answers: LabelledAnswer[] = [];
  const add = (label: string, value: string | null) => {
    if (value !== null && value !== "") answers.push({ label, value });
  };
  const tradeInForm = TRADE_IN_FORMS.has(String(userData.form));
  add("Has a trade-in", text(userData["do-you-have-a-trade-in"]));
  for (const [key, label] of TRADE_IN_FIELDS) add(label, text(userData[key]));
  if (tradeInForm) for (const [key, label] of OWN_CAR_FIELDS) add(label, text(userData[key]));
  if (typeof userData.kms === "number") add("Odometer", `${userData.kms.toLocaleString("en-AU")} km`);
  const condition = userData.adjustmentAnswers;
  if (condition && typeof condition === "object" && !Array.isArray(condition)) {
    for (const [question, answer] of Object.entries(condition)) add(`Condition: ${question}`, text(answer));
  }
  if (typeof userData.offer_price === "number") add("Offer", `$${userData.offer_price.toLocaleString("en-AU")}`);
  if (typeof userData.offer_accepted === "boolean") add("Offer accepted", userData.offer_accepted ? "Yes" : "No");
  return answers;
}

/** Pages and tags of the visit a lead came from, as the page lists them. */
export interface LeadVisit {
  /** The site's own paths the shopper saw, in order (anything else, a full address, is left out). */
  pages: string[];
  /** The query parameters of the link the visit arrived by (utm_source, gclid...). */
  linked: LabelledAnswer[];
}

/** The visit's pages (same-site paths only, bounded) and the tags it arrived by, from the lead's lead_attributes. */
export function leadVisit(userData: Record<string, unknown>): LeadVisit {
  const attributes = (userData.lead_attributes ?? {}) as { visited_pages?: unknown; linked_query_params?: unknown };
  const pages = sameSitePaths(attributes.visited_pages);
  const params = attributes.linked_query_params;
  const linked = params && typeof params === "object" && !Array.isArray(params) ? Object.entries(params).flatMap(([label, value]) => (typeof value === "string" ? [{ label, value }] : [])) : [];
  return { pages, linked };
}
