import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type OpenedDatabase } from "../../../runtime/storage/open-database.ts";

/** A fresh migrated SQLite database in a temp folder; `close()` deletes it. */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "forecourt-leads-"));
  const opened = await openDatabase({ dataDir });
  return {
    ...opened,
    async close() {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
