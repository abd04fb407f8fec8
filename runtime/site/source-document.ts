import { readFile } from "node:fs/promises";
import { JsonSyntaxError, parseJsonWithSourceMap, type SourceMappedJson } from "./json-source-map.ts";
import type { SiteError } from "./site-error.ts";

/** A parsed site or template file with the position of every value in it. */
export type SourceDocument = SourceMappedJson & { file: string };

export async function readSourceDocument(file: string): Promise<SourceDocument | SiteError> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "file not found" : (error as Error).message;
    return { file, line: 1, column: 1, pointer: "", message: `cannot read the file: ${reason}` };
  }
  try {
    return { file, ...parseJsonWithSourceMap(text) };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const message = `invalid JSON: ${error.message.replace(/ at line \d+, column \d+$/, "")}`;
    return { file, line: error.line, column: error.column, pointer: "", message };
  }
}

export function isSiteError(value: SourceDocument | SiteError): value is SiteError {
  return "message" in value;
}
