/** Plain-English names of JSON types and values, for validation messages. */

const TYPE_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  null: "null",
};

export function typeName(type: string): string {
  return TYPE_NAMES[type] ?? type;
}

/** The types an ajv `type` error names: a list, or one name or several joined by commas. */
export function typesOf(type: unknown): string[] {
  return Array.isArray(type) ? type.map(String) : String(type).split(",");
}

/** "a string or null" */
export function typeList(types: readonly string[]): string {
  const names = [...new Set(types)].map(typeName);
  return names.length <= 2 ? names.join(" or ") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** "a number (42)", "a string (\"abc\")", "a list", "null" */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `a string (${quote(value)})`;
  if (typeof value === "number") return `a number (${value})`;
  if (typeof value === "boolean") return `${value}`;
  return String(value);
}

/** A JSON value quoted for a message, shortened when long. */
export function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
