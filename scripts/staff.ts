// npm run staff -- add --site <slug> --email <address> --role owner|manager|sales
// npm run staff -- list --site <slug>
// npm run staff -- remove --site <slug> --email <address>
// Manages a site's dealer console staff (DATA_DIR / DATABASE_URL choose the database, as for the server); every
// change is in the audit log.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../runtime/storage/open-database.ts";
import { addStaff, listStaff, removeStaff, StaffError, staffRole } from "../runtime/console/staff-store.ts";

const USAGE = "Usage: npm run staff -- add|list|remove --site <slug> [--email <address>] [--role owner|manager|sales]";
const ACTOR = "npm run staff";

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let command: string;
let values: { site?: string; email?: string; role?: string };
try {
  const parsed = parseArgs({ options: { site: { type: "string" }, email: { type: "string" }, role: { type: "string" } }, allowPositionals: true });
  command = parsed.positionals[0] ?? "";
  values = parsed.values;
  if (!["add", "list", "remove"].includes(command)) throw new Error("add, list or remove?");
  if (!values.site) throw new Error("--site is required");
  if (command !== "list" && !values.email) throw new Error("--email is required");
  if (command === "add") staffRole(values.role ?? "");
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
const site = values.site!;

// A slug is its site document's file name (the validator insists), so an unknown one is a missing file.
const sitesDir = resolve(process.env.SITES_DIR ?? "sites");
if (!existsSync(join(sitesDir, `${site}.json`))) fail(`No site "${site}" in ${sitesDir}.`, 1);

const database = await openDatabase({ dataDir: resolve(process.env.DATA_DIR ?? "data"), databaseUrl: process.env.DATABASE_URL || null });
try {
  const now = new Date();
  if (command === "add") {
    const staff = await addStaff(database.db, { siteSlug: site, email: values.email!, role: staffRole(values.role!), actor: ACTOR }, now);
    console.log(`${staff.email} is now ${staff.role} of ${site}: they sign in at /console on the site's host.`);
  } else if (command === "remove") {
    if (!(await removeStaff(database.db, { siteSlug: site, email: values.email!, actor: ACTOR }, now))) fail(`${values.email} is not staff of ${site}.`, 1);
    console.log(`${values.email} is no longer staff of ${site}.`);
  } else {
    for (const staff of await listStaff(database.db, site)) console.log(`${staff.role.padEnd(8)} ${staff.email}  since ${staff.created_at}`);
  }
} catch (error) {
  if (!(error instanceof StaffError)) throw error;
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await database.close();
}
