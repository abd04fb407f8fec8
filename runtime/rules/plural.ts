import { groupDigits } from "./digit-groups.ts";

const ENGLISH = new Intl.PluralRules("en-AU");

/** A count with its noun in the count's number: '1 view', '0 views', '1,234 views', '1 Used Car'. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${groupDigits(count)} ${ENGLISH.select(count) === "one" ? one : many}`;
}
