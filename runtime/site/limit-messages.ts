/** Messages for numeric, length and count limits (minimum, maxLength, minItems...). */
export function limitMessage(keyword: string, params: Record<string, unknown>, value: unknown): string | null {
  const limit = params.limit as number;
  const got = typeof value === "number" ? ` (got ${value})` : "";
  const count = Array.isArray(value) ? ` (has ${value.length})` : "";
  const [first, second] = [params.i as number, params.j as number].sort((a, b) => a - b);
  const messages: Record<string, string> = {
    minimum: `must be at least ${limit}${got}`,
    maximum: `must be at most ${limit}${got}`,
    exclusiveMinimum: `must be more than ${limit}${got}`,
    exclusiveMaximum: `must be less than ${limit}${got}`,
    multipleOf: `must be a multiple of ${params.multipleOf as number}${got}`,
    minLength: limit === 1 ? "must not be empty" : `must be at least ${limit} characters long`,
    maxLength: `must be at most ${limit} characters long`,
    minItems: `must have at least ${limit} ${limit === 1 ? "item" : "items"}${count}`,
    maxItems: `must have at most ${limit} ${limit === 1 ? "item" : "items"}${count}`,
    uniqueItems: `must not repeat items (items ${first} and ${second} are the same)`,
    minProperties: `must have at least ${limit} ${limit === 1 ? "property" : "properties"}`,
    maxProperties: `must have at most ${limit} properties`,
  };
  return Object.hasOwn(messages, keyword) ? messages[keyword]! : null;
}
