/** A shopper's account: it belongs to one site; phone and e-mail are each unique on that site. */
export interface AccountsTable {
  id: string;
  site_slug: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  /** 1 while the shopper wants the daily alerts digest (watched cars and saved searches), 0 once they stop it. */
  alerts: number;
  created_at: string;
  updated_at: string;
}

/** A one-time code sent to a phone or e-mail address; `account_id` is set when it verifies a change of address. */
export interface SignInCodesTable {
  id: string;
  site_slug: string;
  destination: string;
  account_id: string | null;
  /** SHA-256 (hex) of the code with the row's id, so equal codes hash differently. */
  code_hash: string;
  tries_left: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A signed-in browser: the cookie carries the id, the database only its SHA-256. */
export interface SessionsTable {
  id_hash: string;
  account_id: string;
  site_slug: string;
  created_at: string;
  expires_at: string;
}

/** A saved car (watchlist or favourite); `entry` is the JSON the browser shows for it. */
export interface SavedCarsTable {
  account_id: string;
  car_id: number;
  entry: string;
  created_at: string;
}

/** A watched car, with what the shopper last knew of it (at saving, or in their last alert): its price and whether it had sold. */
export interface WatchlistTable extends SavedCarsTable {
  /** The whole-dollar price then shown; null when none was (enquire for price, a subscription). */
  known_price: number | null;
  known_sold: number;
}

export type MessageStatus = "stored" | "pending" | "sent" | "failed";

/** Every message the notifier was asked to send; `stored` ones stay here for `npm run outbox` to print. */
export interface OutboxTable {
  id: string;
  site_slug: string;
  channel: "outbox" | "email" | "sms";
  destination: string;
  subject: string;
  body: string;
  status: MessageStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  /** The one-click unsubscribe link (RFC 8058) an e-mail carries in its List-Unsubscribe header, if any. */
  unsubscribe_url: string | null;
}

/** A shopper's passkey: the WebAuthn credential's id and public key (base64url), on the site it was made for. */
export interface PasskeysTable {
  id: string;
  site_slug: string;
  account_id: string;
  /** What the shopper calls it on their account page ("Passkey" unless they name it). */
  name: string;
  public_key: string;
  /** The authenticator's signature counter (bigint: PostgreSQL answers it as a string). */
  sign_count: number | string;
  /** JSON array of the transports the browser reported (usb, internal, hybrid...). */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** A passkey ceremony's challenge: single use (taken by deleting it) until `expires_at`. */
export interface PasskeyChallengesTable {
  challenge: string;
  site_slug: string;
  /** A shopper's ceremony, or a member of staff's in the console (`staff-`): one is never taken for the other. */
  purpose: "register" | "sign-in" | "staff-register" | "staff-sign-in";
  /** The signed-in account (or member of staff) adding a passkey; null for a sign-in. */
  account_id: string | null;
  rp_id: string;
  expires_at: string;
}

/** A results page's URL (path and query) the shopper saved, and when they last opened it from their garage. */
export interface SavedSearchesTable {
  id: string;
  account_id: string;
  /** The search's heading when saved ("Used Toyota Cars"). */
  name: string;
  url: string;
  created_at: string;
  last_seen_at: string;
  /** When the shopper's last alert counted its new matches; null before the first. */
  alerted_at: string | null;
}

/** An account's alert digest of one day (the site's date): the claim that lets only one server send it. */
export interface AlertDigestsTable {
  account_id: string;
  day: string;
  created_at: string;
}

/** A phone number or e-mail address that asked for no more alerts from the site. */
export interface UnsubscribesTable {
  site_slug: string;
  destination: string;
  created_at: string;
}

export interface AccountTables {
  accounts: AccountsTable;
  sign_in_codes: SignInCodesTable;
  sessions: SessionsTable;
  watchlist: WatchlistTable;
  account_favourites: SavedCarsTable;
  outbox: OutboxTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  saved_searches: SavedSearchesTable;
  alert_digests: AlertDigestsTable;
  unsubscribes: UnsubscribesTable;
}
