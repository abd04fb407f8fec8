// npm run outbox -- --site <slug> [--last N]
// Prints the messages the notifier kept for a site (sign-in codes when neither SMTP_URL nor an SMS gateway sends
// them), newest last, so a developer can sign in locally. DATA_DIR / DATABASE_URL choose the database.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../runtime/storage/open-database.ts";
import { readOutbox } from "../runtime/notify/read-outbox.ts";

const USAGE = "Usage: npm run outbox -- --site <slug> [--last N]";
let site: string;
let last: number;
try {
  const { values } = parseArgs({ options: { site: { type: "string" }, last: { type: "string", default: "20" } } });
  if (!values.site) throw new Error("--site is required");
  site = values.site;
  last = Number(values.last);
  if (!Number.isInteger(last) || last < 1) throw new Error("--last must be a whole number, 1 or more");
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const dataDir = resolve(process.env.DATA_DIR ?? "data");
const databaseUrl = process.env.DATABASE_URL || null;
if (!databaseUrl && !existsSync(join(dataDir, "forecourt.db"))) {
  console.error(`No database at ${join(dataDir, "forecourt.db")} (set DATA_DIR to the server's, or DATABASE_URL).`);
  process.exit(1);
}
const database = await openDatabase({ dataDir, databaseUrl });
try {
  const messages = await readOutbox(database.db, site, last);
  for (const message of messages) {
    console.log(`${message.created_at}  ${message.channel}/${message.status}  to ${message.destination}\n  ${message.subject}\n  ${message.body.replaceAll("\n", "\n  ")}\n`);
  }
  console.error(`${messages.length} message(s) of ${site}`);
} finally {
  await database.close();
}
