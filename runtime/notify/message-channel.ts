import type { Site } from "../types/index.ts";
import type { OutboxTable } from "../storage/tables/account-tables.ts";

export type Channel = OutboxTable["channel"];

/** An e-mail address, as opposed to a mobile number: the two kinds of destination a message can have. */
export function isEmailAddress(destination: string): boolean {
  return destination.includes("@");
}

/**
 * How a message to `destination` leaves: e-mail through SMTP when the server has SMTP_URL, a text through the
 * site's SMS gateway when it names one; otherwise it stays in the outbox (`npm run outbox` prints it).
 */
export function channelFor(site: Pick<Site, "accounts">, destination: string, smtp: boolean): Channel {
  if (isEmailAddress(destination)) return smtp ? "email" : "outbox";
  return site.accounts.server.sms_webhook ? "sms" : "outbox";
}
