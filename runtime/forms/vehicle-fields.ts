import type { FieldPart } from "./form-types.ts";
import type { LeadFormSite } from "./leads-options.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";

const STATES = ["act", "nsw", "nt", "qld", "sa", "tas", "vic", "wa"] as const;

/** The shopper's own vehicle (sell your car, service, parts). Form keys avoid the payload's spaced names. */
export function ownVehicleFields(required: boolean): FieldPart[] {
  return [
    { name: "vehicle_make", schema: leadFieldSchema("Vehicle Make", "Make"), required },
    { name: "vehicle_model", schema: leadFieldSchema("Vehicle Model", "Model"), required },
    {
      name: "vehicle_year",
      schema: leadFieldSchema("vehicle_year", "Year"),
      required,
      ui: { "ui:options": { inputMode: "numeric" } },
    },
  ];
}

/** Spec §5: odometer with thousands separators and a kms suffix. */
export function kmsField(required: boolean): FieldPart {
  return { name: "kms", schema: leadFieldSchema("kms", "Odometer"), required, ui: { "ui:widget": "odometer" } };
}

/** Spec §5: money with a $ prefix, thousands separators and the site's quick picks (spec §9). */
export function moneyField(
  site: LeadFormSite,
  name: "asking_price" | "vehiclePriceBudget",
  title: string,
  required: boolean,
): FieldPart {
  return {
    name,
    schema: leadFieldSchema(name, title),
    required,
    ui: { "ui:widget": "money", "ui:options": { quickPicks: site.leads.money_quick_picks } },
  };
}

export function regoStateField(site: LeadFormSite): FieldPart {
  return {
    name: "regoState",
    schema: leadFieldSchema("regoState", "State", { type: "string", enum: [...STATES] }),
    ui: { "ui:enumNames": STATES.map((state) => state.toUpperCase()) },
    initial: site.leads.default_state,
  };
}

export function vinField(): FieldPart {
  return { name: "vin", schema: leadFieldSchema("vin", "VIN"), ui: { "ui:options": { autoCapitalize: "characters" } } };
}

export function yesNoField(name: "finance" | "do-you-have-a-trade-in", title: string): FieldPart {
  return {
    name,
    schema: leadFieldSchema(name, title, { type: "string" }),
    ui: { "ui:widget": "radio", "ui:options": { inline: true } },
  };
}
