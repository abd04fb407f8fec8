/** Where a payment stands; every change is also kept in `payment_events`. */
export type PaymentStatus = "created" | "requires_action" | "authorised" | "captured" | "cancelled" | "refunded" | "failed";

/** A payment taken online (a reservation deposit): amounts in cents, computed by the server. */
export interface PaymentsTable {
  id: string;
  site_slug: string;
  account_id: string;
  /** The car a deposit is for; 0 for an online payment against a dealer's reference. */
  car_id: number;
  /** The checkout form's key: a double click or a retry of the same form finds this payment again. */
  idempotency_key: string;
  provider: string;
  provider_ref: string;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  /** Why the payment failed, in the shopper's words (a declined card). */
  failure: string | null;
  /** What the payment's purpose keeps with it, as JSON (a deposit: the shopper's details for the lead and receipt). */
  details: string;
  created_at: string;
  updated_at: string;
}

/** One state a payment reached, once each (a replayed change inserts nothing). */
export interface PaymentEventsTable {
  payment_id: string;
  status: PaymentStatus;
  provider_ref: string;
  at: string;
}

export type ReservationStatus = "active" | "expired" | "cancelled";

/** A car held for a shopper by a paid deposit; at most one `active` row per car (a partial unique index). */
export interface ReservationsTable {
  id: string;
  site_slug: string;
  car_id: number;
  account_id: string;
  payment_id: string;
  status: ReservationStatus;
  expires_at: string;
  created_at: string;
  ended_at: string | null;
}

/** A shopper's online purchase journey for one car, saved at every step (answers as JSON, by step id). */
export interface CheckoutDraftsTable {
  site_slug: string;
  account_id: string;
  car_id: number;
  /** The step the shopper is on. */
  step: string;
  answers: string;
  updated_at: string;
}

export interface ReservationTables {
  checkout_drafts: CheckoutDraftsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  reservations: ReservationsTable;
}
