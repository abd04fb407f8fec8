/** Messages for numeric, length and count limits (minimum, maxLength, minItems...). */
export function limitMessage(keyword: string, params: Record<string, unknown>, value: unknown): string | null {
  const limit = params.limit as number;
  const got = typeof value === "number" ? ` (got ${value})` : "";
  const count = Array.isArray(value) ? ` (has ${value.length})` : "";
  switch (keyword) {
    case "minimum":
      return `must be at least ${limit}${got}`;
    case "maximum":
      return `must be at most ${limit}${got}`;
    case "exclusiveMinimum":
      return `must be more than ${limit}${got}`;
    case "exclusiveMaximum":
      return `must be less than ${limit}${got}`;
    case "multipleOf":
      return `must be a multiple of ${params.multipleOf as number}${got}`;
    case "minLength":
      return limit === 1 ? "must not be empty" : `must be at least ${limit} characters long`;
    case "maxLength":
      return `must be at most ${limit} characters long`;
    case "minItems":
      return `must have at least ${limit} ${limit === 1 ? "item" : "items"}${count}`;
    case "maxItems":
      return `must have at most ${limit} ${limit === 1 ? "item" : "items"}${count}`;
    case "uniqueItems":
      return `must not repeat items (items ${Math.min(params.i as number, params.j as number)} and ${Math.max(params.i as number, params.j as number)} are the same)`;
    case "minProperties":
      return `must have at least ${limit} ${limit === 1 ? "property" : "properties"}`;
    case "maxProperties":
      return `must have at most ${limit} properties`;
    default:
      return null;
  }
}
