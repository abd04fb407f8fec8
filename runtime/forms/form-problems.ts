import type { RJSFSchema } from "@rjsf/utils";
import type { FieldProblem } from "./error-messages.ts";
import type { FormValues, LeadFormDefinition } from "./form-types.ts";
import { formRuleProblems } from "./form-rules.ts";
import { payloadKey } from "./payload-keys.ts";
import { leadFieldValidators } from "./lead-field-validators.gen.ts";

interface CompiledCheck {
  (value: unknown): boolean;
  errors?: { keyword: string; params: Record<string, unknown> }[] | null;
}

const LEAD_RULES = leadFieldValidators as Record<string, CompiledCheck | undefined>;

/**
 * What is wrong with a form's values, one problem per field in the order the form shows them: the same check
 * in the browser (rjsf's validator) and on the server (a posted form). Each field's lead rules run as
 * precompiled code (lead-field-validators.gen.ts, so the browser compiles none); the form's own choices, type,
 * bounds and required fields, which come from the site, are read from its schema here (form-problems.test.ts
 * holds every form to those keywords).
 */
export function formProblems(values: FormValues, form: Pick<LeadFormDefinition, "schema">): FieldProblem[] {
  const { properties, required } = form.schema;
  const problems: FieldProblem[] = [];
  for (const [field, schema] of Object.entries(properties)) {
    const title = schema.title === undefined ? undefined : String(schema.title);
    const value = values[field];
    const keyword =
      value === undefined ? (required.includes(field) ? { keyword: "required" } : null) : valueProblem(schema, value, field);
    if (keyword) problems.push({ field, title, ...keyword });
  }
  for (const problem of formRuleProblems(values, form)) {
    if (!problems.some((p) => p.field === problem.field)) problems.push(problem);
  }
  const order = Object.keys(properties);
  return problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

type Failure = Pick<FieldProblem, "keyword" | "params">;

/** The first rule a present value breaks: the form's choices, bounds and text rules, then the lead field's own rules. */
export function valueProblem(schema: RJSFSchema, value: unknown, field?: string): Failure | null {
  const choices = schema.enum ?? schema.oneOf?.map((option) => (option as RJSFSchema).const) ?? ("const" in schema ? [schema.const] : null);
  if (choices && !choices.includes(value as never)) return { keyword: "enum" };
  if (!hasType(schema.type, value)) return { keyword: "type" };
  if (typeof value === "number" && schema.minimum !== undefined && value < schema.minimum) return bound("minimum", schema.minimum);
  if (typeof value === "number" && schema.maximum !== undefined && value > schema.maximum) return bound("maximum", schema.maximum);
  // A field of the form's own (not a lead field, so no precompiled rules) keeps its text bounds in its schema.
  if (typeof value === "string" && schema.maxLength !== undefined && value.length > schema.maxLength) return bound("maxLength", schema.maxLength);
  if (typeof value === "string" && schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value)) return { keyword: "pattern" };
  const check = field === undefined ? undefined : LEAD_RULES[payloadKey(field)];
  if (!check || check(value)) return null;
  const error = check.errors?.[0];
  return { keyword: error?.keyword ?? "type", params: error?.params };
}

function bound(keyword: string, limit: number): Failure {
  return { keyword, params: { limit } };
}

function hasType(type: RJSFSchema["type"], value: unknown): boolean {
  if (type === undefined) return true;
  return (Array.isArray(type) ? type : [type]).some((name) => {
    if (name === "integer") return Number.isInteger(value);
    if (name === "null") return value === null;
    return typeof value === name;
  });
}
