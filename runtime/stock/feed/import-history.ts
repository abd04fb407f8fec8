import type { Database } from "../../types/services.ts";
import type { ImportReport } from "./import-report.ts";

/** A site's latest import reports, newest first. */
export async function recentImports(db: Database, siteSlug: string, limit: number): Promise<ImportReport[]> {
  const rows = await db.selectFrom("stock_imports").select("report").where("site_slug", "=", siteSlug).orderBy("started_at", "desc").limit(limit).execute();
  return rows.map((row) => JSON.parse(row.report) as ImportReport);
}

/** When each source of a site last began an import (e.g. `pull:dms`), to know which pulls are due. */
export async function lastImportStarts(db: Database, siteSlug: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("stock_imports")
    .select(["source", (eb) => eb.fn.max("started_at").as("last")])
    .where("site_slug", "=", siteSlug)
    .groupBy("source")
    .execute();
  return new Map(rows.map((row) => [row.source, String(row.last)]));
}
