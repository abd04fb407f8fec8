import { parseArgs } from "node:util";

export interface ExportArgs {
  site: string;
  since: string | null;
  format: "csv" | "json";
  includeSpam: boolean;
}

export const EXPORT_USAGE =
  "Usage: npm run leads -- --site <slug> [--since YYYY-MM-DD|ISO-8601] [--format csv|json] [--include-spam]";

/** Reads `npm run leads` arguments; throws a message naming the bad argument. */
export function parseExportArgs(argv: readonly string[]): ExportArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      site: { type: "string" },
      since: { type: "string" },
      format: { type: "string", default: "csv" },
      "include-spam": { type: "boolean", default: false },
    },
    strict: true,
  });
  if (!values.site) throw new Error("--site is required");
  if (values.format !== "csv" && values.format !== "json") throw new Error(`--format must be csv or json, not ${values.format}`);
  return {
    site: values.site,
    since: values.since ? sinceIso(values.since) : null,
    format: values.format,
    includeSpam: values["include-spam"],
  };
}

function sinceIso(text: string): string {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(time)) throw new Error(`--since must be a date (YYYY-MM-DD) or an ISO 8601 time, not ${text}`);
  return new Date(time).toISOString();
}
