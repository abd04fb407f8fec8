import type { LeadProgress, StaffRole } from "../../rules/console/staff-role.ts";
import type { PasskeysTable } from "./account-tables.ts";

/** A member of a dealer's staff: one site each, apart from shopper accounts. */
export interface StaffTable {
  id: string;
  site_slug: string;
  /** Lower case; unique on the site. Sign-in codes go to it. */
  email: string;
  role: StaffRole;
  created_at: string;
}

/** A signed-in console browser: only the SHA-256 of its token is stored. */
export interface StaffSessionsTable {
  id_hash: string;
  staff_id: string;
  site_slug: string;
  created_at: string;
  expires_at: string;
}

/** A member of staff's passkey (public key only), on their own site; never a shopper's `passkeys`. */
export type StaffPasskeysTable = Omit<PasskeysTable, "account_id"> & { staff_id: string };

/** How the dealer is handling a lead; a lead without a row is `new` and nobody's. */
export interface LeadHandlingTable {
  lead_id: string;
  site_slug: string;
  progress: LeadProgress;
  assigned_to: string | null;
  /** When the lead first left `new`: the end of its wait for contact. */
  contacted_at: string | null;
  updated_at: string;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  site_slug: string;
  /** Who wrote it, as they signed in (kept when the staff member is removed). */
  author: string;
  text: string;
  created_at: string;
}

/** Every change made through the console or `npm run staff`: who, what, when, before and after (JSON). */
export interface AuditLogTable {
  id: string;
  site_slug: string;
  /** The staff member's e-mail address, or `npm run staff` for the command line. */
  actor: string;
  action: string;
  /** What was changed: a lead's or staff member's id. */
  subject: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface ConsoleTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_passkeys: StaffPasskeysTable;
  lead_handling: LeadHandlingTable;
  lead_notes: LeadNotesTable;
  audit_log: AuditLogTable;
}
