import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";

/**
 * The newest message the server kept for `destination` (a code, a booking's confirmation, an alert), or undefined
 * (the e2e server's SQLite outbox, read directly: tests read messages the way `npm run outbox` shows them, never
 * through a public endpoint).
 */
export function latestMessage(dataDir: string, siteSlug: string, destination: string): { subject: string; body: string } | undefined {
  const db = new DatabaseSync(join(dataDir, "forecourt.db"), { readOnly: true });
  try {
    return db
      .prepare("select subject, body from outbox where site_slug = ? and destination = ? order by created_at desc limit 1")
      .get(siteSlug, destination) as { subject: string; body: string } | undefined;
  } finally {
    db.close();
  }
}

/** The code in the newest message the server kept for `destination`. */
export function latestCode(dataDir: string, siteSlug: string, destination: string): string {
  const code = /\b(\d{6})\b/.exec(latestMessage(dataDir, siteSlug, destination)?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${destination} on ${siteSlug}`);
  return code;
}
