import { relative } from "node:path";
import type { SiteError } from "./site-error.ts";

/** `sites/harbour-motors.json:12:7  /pages/home/blocks/0/type  unknown block type "Heroo"; ...` */
export function formatSiteError(error: SiteError, cwd = process.cwd()): string {
  const file = relative(cwd, error.file) || error.file;
  return `${file}:${error.line}:${error.column}  ${error.pointer || "/"}  ${error.message}`;
}
