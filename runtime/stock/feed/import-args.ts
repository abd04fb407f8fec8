import { parseArgs } from "node:util";

export interface ImportArgs {
  site: string;
  file: string;
  /** The site's feed whose settings apply (default its first). */
  feed: string | null;
  /** Overrides the feed's format (default: from the file's extension, else the feed's). */
  format: "csv" | "json" | null;
  /** Only add and update the listed cars, whatever the feed's `full` says. */
  changesOnly: boolean;
  acceptValid: boolean;
}

export const IMPORT_USAGE =
  "Usage: npm run stock:import -- --site <slug> [--feed <name>] [--format csv|json] [--changes-only] [--accept-valid] FILE";

/** Reads `npm run stock:import` arguments; throws a message naming the bad argument. */
export function parseImportArgs(argv: readonly string[]): ImportArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      site: { type: "string" },
      feed: { type: "string" },
      format: { type: "string" },
      "changes-only": { type: "boolean", default: false },
      "accept-valid": { type: "boolean", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (!values.site) throw new Error("--site is required");
  if (positionals.length !== 1) throw new Error("give exactly one feed FILE");
  const format = values.format ?? null;
  if (format !== null && format !== "csv" && format !== "json") throw new Error(`--format must be csv or json, not ${format}`);
  return {
    site: values.site,
    file: positionals[0]!,
    feed: values.feed ?? null,
    format,
    changesOnly: values["changes-only"],
    acceptValid: values["accept-valid"],
  };
}

/** csv for .csv, json for .json, .jsonl and .ndjson; null when the extension says nothing. */
export function formatOfFile(file: string): "csv" | "json" | null {
  const lower = file.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  return /\.(json|jsonl|ndjson)$/.test(lower) ? "json" : null;
}
