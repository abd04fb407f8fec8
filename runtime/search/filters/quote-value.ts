/** A value quoted for a `filters` expression, so spaces, keywords and punctuation stay part of it. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}
