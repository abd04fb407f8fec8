/** Lifecycle of a stored lead: steps of a multi-step flow are `partial` until the last step completes it. */
export type LeadStatus = "partial" | "complete" | "spam";

/** One row per lead. The shopper's userData (merged over its steps) lives in `payload` as JSON text. */
export interface LeadsTable {
  id: string;
  site_slug: string;
  status: LeadStatus;
  form: string | null;
  category: string | null;
  subcategory: string | null;
  car_id: number | null;
  dealership_slug: string | null;
  /** The site location the lead is about: its car's location, or the one the shopper chose in the form. */
  location_id: number | null;
  payload: string;
  /** ISO 8601 timestamps (text on both backends, so they sort and compare the same way). */
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** SHA-256 (hex) of the secret that lets the browser which created the lead change it; null for older leads. */
  secret_hash: string | null;
  /** The signed-in shopper's account that sent it (their garage lists it); null when sent signed out. */
  account_id: string | null;
}

export type DeliveryStatus = "pending" | "delivered" | "failed";

/** One row per lead event and delivery channel, written in the lead's own transaction. */
export interface LeadOutboxTable {
  id: string;
  lead_id: string;
  site_slug: string;
  channel: string;
  event: string;
  /** The exact JSON body to deliver (a snapshot of the lead at the event). */
  body: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  /** A worker's claim: other workers leave the row alone until this time passes. */
  locked_until: string | null;
  last_error: string | null;
  last_status: number | null;
  delivered_at: string | null;
  created_at: string;
}

/** Remembers what an Idempotency-Key was first used for, so a retry gets the same lead. */
export interface LeadIdempotencyTable {
  site_slug: string;
  key: string;
  body_hash: string;
  lead_id: string;
  created_at: string;
}

/** A no-JavaScript form post that failed validation: what was typed and the errors, until the page shows them. */
export interface LeadFormDraftsTable {
  token: string;
  site_slug: string;
  block_id: string;
  form_values: string;
  errors: string;
  created_at: string;
}

/** Records kept beside leads (POST /api/miscellaneous), e.g. a trade-in valuation. */
export interface LeadRecordsTable {
  id: string;
  site_slug: string;
  lead_id: string | null;
  column_name: string;
  value: string;
  created_at: string;
}

export interface LeadTables {
  leads: LeadsTable;
  lead_outbox: LeadOutboxTable;
  lead_idempotency: LeadIdempotencyTable;
  lead_form_drafts: LeadFormDraftsTable;
  lead_records: LeadRecordsTable;
}
