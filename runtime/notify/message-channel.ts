import type { Site } from "../types/index.ts";
import type { OutboxTable } from "../storage/tables/account-tables.ts";

export type Channel = OutboxTable["channel"];

/**
 * How a message to `destination` leaves: e-mail through SMTP when the server has SMTP_URL, a text through the
 * site's SMS gateway when it names one; otherwise it stays in the outbox (`npm run outbox` prints it).
 */
export function channelFor(site: Pick<Site, "accounts">, destination: string, smtp: boolean): Channel {
  // A destination is an e-mail address or a mobile number.
  if (destination.includes("@")) return smtp ? "email" : "outbox";
  return site.accounts.server.sms_webhook ? "sms" : "outbox";
}
