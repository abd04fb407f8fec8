import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";

/** The shortest secret accepted, in bytes: a shorter one can be guessed, an empty one signs anything. */
export const MIN_SECRET_BYTES = 32;

/**
 * A secret kept in `dataDir/name` (the search admin key, the session secret), generated on first use and readable
 * by its owner only; an empty or short file is replaced, and said so.
 */
export function persistentSecret(dataDir: string, name: string): string {
  const path = join(dataDir, name);
  const existing = readIfPresent(path);
  if (existing !== null && Buffer.byteLength(existing) >= MIN_SECRET_BYTES) return existing;
  if (existing !== null) console.error(`[forecourt] ${path} held no usable secret (under ${MIN_SECRET_BYTES} bytes): generated a new one`);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  try {
    writeFileSync(path, secret + "\n", { mode: 0o600, flag: existing === null ? "wx" : "w" });
  } catch (error) {
    // Another process created it first: use theirs so both sign alike.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readIfPresent(path)!;
    throw error;
  }
  chmodSync(path, 0o600);
  return secret;
}

function readIfPresent(path: string): string | null {
  try {
    return readFileSync(path, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
