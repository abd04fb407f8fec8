import type { ExportedLead } from "./lead-export.ts";

const CONTACT_COLUMNS = ["name", "last_name", "email", "phone", "postcode", "message", "location"] as const;
const COLUMNS = [
  "lead_id",
  "created_at",
  "completed_at",
  "status",
  "form",
  "category",
  "subcategory",
  ...CONTACT_COLUMNS,
  "car_id",
  "dealership_slug",
  "delivery_status",
  "delivery_attempts",
  "delivered_at",
  "last_delivery_error",
  "userData",
] as const;

/**
 * RFC 4180 CSV with a header row. Cells a spreadsheet would run as a formula are prefixed with a quote.
 * `extraColumns` follow the export's own (the console adds how the dealer is handling each lead).
 */
export function leadsToCsv<T extends ExportedLead>(leads: readonly T[], extraColumns: readonly (keyof T & string)[] = []): string {
  const lines = [[...COLUMNS, ...extraColumns].join(",")];
  for (const lead of leads) {
    const userData = lead.userData as Record<string, unknown>;
    const extra = extraColumns.map((column) => csvCell(lead[column] === null || lead[column] === undefined ? "" : String(lead[column])));
    lines.push(
      [...COLUMNS.map((column) => {
        if (column === "userData") return csvCell(JSON.stringify(lead.userData));
        const value = (CONTACT_COLUMNS as readonly string[]).includes(column)
          ? userData[column]
          : lead[column as keyof ExportedLead];
        return csvCell(value === null || value === undefined ? "" : String(value));
      }), ...extra].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

export function leadsToJson(leads: readonly ExportedLead[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`;
}

function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
