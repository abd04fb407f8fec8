import { groupDigits } from "./digit-groups.ts";

// Made on first use: building an Intl object first loads the locale data, work a page that never counts should not do.
let english: Intl.PluralRules | undefined;

/** A count with its noun in the count's number: '1 view', '0 views', '1,234 views', '1 Used Car'. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${groupDigits(count)} ${(english ??= new Intl.PluralRules("en-AU")).select(count) === "one" ? one : many}`;
}
