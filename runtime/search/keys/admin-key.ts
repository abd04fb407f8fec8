import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";

/**
 * The parent key every site's secured key is signed with. It must survive restarts (public keys are
 * embedded in pages and browser caches), so a generated key is persisted beside the data.
 */
export function loadAdminKey(dataDir: string, env: Record<string, string | undefined> = process.env): string {
  const fromEnv = env.SEARCH_ADMIN_KEY?.trim();
  if (fromEnv) return fromEnv;
  const file = join(dataDir, "search-admin.key");
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString("hex");
  try {
    writeFileSync(file, key + "\n", { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    // Another process created it first: use theirs so both sign alike.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readKeyFile(file)!;
    throw error;
  }
}

function readKeyFile(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
