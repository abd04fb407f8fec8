import { randomUUID } from "node:crypto";
import type { Database } from "../types/services.ts";
import type { StaffTable } from "../storage/tables/console-tables.ts";
import { STAFF_ROLES, type StaffRole } from "../rules/console/staff-role.ts";
import { readDestination } from "../accounts/destination.ts";
import { recordAudit } from "./audit-log.ts";

export type Staff = StaffTable;

/** A refusal the command line shows as it is (a bad address, an unknown role, someone already there). */
export class StaffError extends Error {}

/** The e-mail address as stored (lower case), or a StaffError naming what is wrong with it. */
export function staffEmail(typed: string): string {
  const destination = readDestination(typed);
  if (destination?.kind !== "email") throw new StaffError(`"${typed}" is not an e-mail address`);
  return destination.value;
}

export function staffRole(typed: string): StaffRole {
  if (!STAFF_ROLES.includes(typed as StaffRole)) throw new StaffError(`--role must be one of ${STAFF_ROLES.join(", ")}, not "${typed}"`);
  return typed as StaffRole;
}

/** Adds a member of staff to a site, audited as `actor`. */
export async function addStaff(db: Database, input: { siteSlug: string; email: string; role: StaffRole; actor: string }, now: Date): Promise<Staff> {
  const email = staffEmail(input.email);
  return db.transaction().execute(async (trx) => {
    if (await staffByEmail(trx, input.siteSlug, email)) throw new StaffError(`${email} is already staff of ${input.siteSlug}`);
    const staff: Staff = { id: randomUUID(), site_slug: input.siteSlug, email, role: input.role, created_at: now.toISOString() };
    await trx.insertInto("staff").values(staff).execute();
    await recordAudit(trx, { siteSlug: input.siteSlug, actor: input.actor, action: "staff.add", subject: staff.id, before: null, after: { email, role: input.role } }, now);
    return staff;
  });
}

/** Removes a member of staff (their sessions end with them); false when there was nobody of that address. */
export async function removeStaff(db: Database, input: { siteSlug: string; email: string; actor: string }, now: Date): Promise<boolean> {
  const email = staffEmail(input.email);
  return db.transaction().execute(async (trx) => {
    const staff = await staffByEmail(trx, input.siteSlug, email);
    if (!staff) return false;
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", staff.id).execute();
    await trx.updateTable("lead_handling").set({ assigned_to: null }).where("assigned_to", "=", staff.id).execute();
    await trx.deleteFrom("staff").where("id", "=", staff.id).execute();
    await recordAudit(trx, { siteSlug: input.siteSlug, actor: input.actor, action: "staff.remove", subject: staff.id, before: { email, role: staff.role }, after: null }, now);
    return true;
  });
}

export async function listStaff(db: Database, siteSlug: string): Promise<Staff[]> {
  return db.selectFrom("staff").selectAll().where("site_slug", "=", siteSlug).orderBy("email").execute();
}

export async function staffByEmail(db: Database, siteSlug: string, email: string): Promise<Staff | undefined> {
  return db.selectFrom("staff").selectAll().where("site_slug", "=", siteSlug).where("email", "=", email).executeTakeFirst();
}

export async function staffById(db: Database, siteSlug: string, id: string): Promise<Staff | undefined> {
  return db.selectFrom("staff").selectAll().where("site_slug", "=", siteSlug).where("id", "=", id).executeTakeFirst();
}
