import type { RJSFSchema } from "@rjsf/utils";
import leadSchema from "../../schemas/lead.schema.json" with { type: "json" };

const userDataFields = leadSchema.$defs.LeadUserData.properties as unknown as Record<string, RJSFSchema>;

/**
 * A userData field's schema from schemas/lead.schema.json with a label, so every form checks a field by the
 * same rules as the API. `description` of the lead schema is for developers and is dropped.
 */
export function leadFieldSchema(name: string, title: string, extra: RJSFSchema = {}): RJSFSchema {
  const base = userDataFields[name];
  if (!base) throw new Error(`schemas/lead.schema.json has no userData field "${name}"`);
  const { description: _description, ...rules } = base;
  return { ...rules, title, ...extra };
}
