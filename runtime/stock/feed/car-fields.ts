import carSchema from "../../../schemas/car.schema.json" with { type: "json" };

/** How a feed value for a car field is read from text (a CSV cell) and defaulted. */
export interface CarField {
  kind: "integer" | "number" | "boolean" | "string" | "string-list" | "structured";
  /** The field may be null (an empty cell is null). */
  nullable: boolean;
  /** car.schema.json requires it. */
  required: boolean;
}

type PropertySchema = { type?: string | string[]; enum?: unknown[]; items?: { type?: string }; anyOf?: unknown[] };

/** Every field of schemas/car.schema.json, read from the schema so a field added there is read from feeds too. */
export const CAR_FIELDS: ReadonlyMap<string, CarField> = new Map(
  Object.entries(carSchema.properties as Record<string, PropertySchema>).map(([name, schema]) => [name, fieldOf(schema, carSchema.required.includes(name))]),
);

function fieldOf(schema: PropertySchema, required: boolean): CarField {
  if (schema.enum) return { kind: "string", nullable: schema.enum.includes(null), required };
  if (schema.anyOf) return { kind: "structured", nullable: true, required };
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "object"];
  const nullable = types.includes("null");
  const type = types.find((t) => t !== "null");
  if (type === "integer" || type === "number" || type === "boolean" || type === "string") return { kind: type, nullable, required };
  if (type === "array" && schema.items?.type === "string") return { kind: "string-list", nullable, required };
  return { kind: "structured", nullable, required };
}

/** Fields a feed may give that are not the car's: `photos`, the photos it names (see feed-photos.ts). */
export const FEED_ONLY_FIELDS: ReadonlyMap<string, CarField> = new Map([["photos", { kind: "string-list", nullable: false, required: false }]]);
