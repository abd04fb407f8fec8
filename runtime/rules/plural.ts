import { groupDigits } from "./digit-groups.ts";

/**
 * A count with its noun in the count's number: '1 view', '0 views', '1,234 views', '1 Used Car'. English takes the
 * singular for one (and minus one) only, as Intl.PluralRules("en-AU") says; decided here without it, since a page's
 * first Intl object loads the locale data.
 */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${groupDigits(count)} ${Math.abs(count) === 1 ? one : many}`;
}
