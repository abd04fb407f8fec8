/** Spec §5: the one message for any postcode problem. */
export const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
export const ERROR_SUMMARY_HEADING = "Please fix the following errors:";

/** Keywords that fail when a field has no answer or one outside its choices. */
const CHOICE_KEYWORDS = new Set(["required", "enum", "const", "oneOf"]);

export interface FieldProblem {
  /** Form field name, e.g. `postcode`. */
  field: string;
  /** The JSON Schema keyword that failed (`required`, `pattern`, `maxLength`, `format`, `type`...). */
  keyword: string;
  /** The field's label, when the form gives it one. */
  title?: string;
  params?: Record<string, unknown>;
}

/**
 * The message a shopper sees for a failed field rule. Postcode and terms use the spec's exact words;
 * other fields get a plain sentence naming the field by its label.
 */
export function fieldMessage(problem: FieldProblem, termsMessage: string): string {
  const { field, keyword, params } = problem;
  // A long label such as "Rego - Helps us better assist your enquiry" is named by its first part.
  const label = (problem.title ?? field).split(" - ")[0]!;
  if (field === "postcode") return POSTCODE_MESSAGE;
  if (field === "terms_conditions") return termsMessage;
  // A field that asks a question ('Has the car ever been in an accident?') is answered, not filled in or chosen.
  if (label.endsWith("?") && CHOICE_KEYWORDS.has(keyword)) return `Please answer: ${label}`;
  if (keyword === "required") return /^Select /.test(label) ? `Please s${label.slice(1)}.` : `${label} is required.`;
  if (field === "email") return "Please enter a valid email address.";
  if (field === "phone") return "Please enter a valid phone number.";
  if (keyword === "maxLength") return `${label} must be at most ${params?.limit} characters.`;
  if (keyword === "minimum") return `${label} must be at least ${params?.limit}.`;
  if (keyword === "maximum") return `${label} must be at most ${params?.limit}.`;
  if (keyword === "maxItems" || keyword === "maxProperties") return `${label} has too many entries.`;
  if (keyword === "additionalProperties") return `${label} is not a field of this form.`;
  if (CHOICE_KEYWORDS.has(keyword)) return `Please choose a valid ${lowerWords(label)}.`;
  return `Please enter a valid ${lowerWords(label)}.`;
}

/** "Postcode" -> "postcode", but acronyms such as "VIN" stay as they are. */
function lowerWords(label: string): string {
  return label
    .split(" ")
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(" ");
}
