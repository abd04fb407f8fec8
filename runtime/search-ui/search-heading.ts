import { formatPrice } from "../rules/price-display.ts";
import { vehicleTypeLabel } from "./facet-labels.ts";
import { searchNoun } from "../rules/vehicle-kind.ts";
import type { SearchRoute } from "../rules/search-route.ts";

/**
 * The results heading: 'Used Toyota Corolla Cars', 'New & Demo Cars at Harbour Motors Kia', 'Used Motorcycles'
 * (a search narrowed to one kind names it), or the site's noun alone.
 */
export function searchHeading(refinements: SearchRoute["refinements"], siteNoun: string): string {
  const noun = searchNoun(refinements.item_type, siteNoun).many;
  const typed = vehicleTypeLabel(refinements.car_type, noun);
  const prefix = typed === noun ? "" : typed.slice(0, -noun.length).trim();
  const models = refinements.make_model ?? [];
  const makes = refinements.make ?? [];
  const subject = models.length === 1 ? models[0] : makes.length === 1 ? makes[0] : "";
  const dealers = refinements.dealership_name ?? [];
  const at = dealers.length === 1 ? ` at ${dealers[0]}` : "";
  return `${[prefix, subject, noun].filter(Boolean).join(" ")}${at}`;
}

/** How a saved search reads in the search history: the heading, then the text, price and other filters. */
export function searchLabel(route: SearchRoute, noun: string): string {
  const parts = [searchHeading(route.refinements, noun)];
  if (route.query) parts.push(`“${route.query}”`);
  const price = route.ranges.price?.split(":");
  if (price) {
    const [min, max] = price.map((value) => (value ? formatPrice(Number(value)) : ""));
    parts.push(min && max ? `${min} to ${max}` : min ? `from ${min}` : `up to ${max}`);
  }
  const shown = new Set(["car_type", "item_type", "make", "make_model", "dealership_name"]);
  for (const [attribute, values] of Object.entries(route.refinements)) {
    if (!shown.has(attribute)) parts.push(values.join(", "));
  }
  return parts.join(" · ");
}
