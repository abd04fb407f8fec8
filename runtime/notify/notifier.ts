import { randomUUID } from "node:crypto";
import type { Database } from "../types/services.ts";
import type { Site } from "../types/index.ts";
import { channelFor } from "./message-channel.ts";

export interface Message {
  /** A mobile number or an e-mail address. */
  to: string;
  subject: string;
  text: string;
  /** A one-click unsubscribe link (RFC 8058) for messages the shopper may stop (alerts); e-mails carry it as a header. */
  unsubscribeUrl?: string;
}

/** The one way the platform sends a shopper a message (sign-in codes, alerts). */
export interface Notifier {
  /** Queues the message; given `within` (a transaction), it is queued only if that transaction commits. */
  send(site: Site, message: Message, within?: Database): Promise<void>;
}

export interface NotifierOptions {
  /** Whether the server sends e-mail (SMTP_URL is set). */
  smtp: boolean;
  now?: () => Date;
  /** Told when a message is queued for delivery, so the worker sends it at once. */
  onQueued?: () => void;
}

/**
 * Every message is written to the outbox table; one for SMTP or an SMS gateway is `pending` until the delivery
 * worker sends it (retried like lead deliveries), any other is `stored` there for a developer to read.
 */
export function createNotifier(db: Database, options: NotifierOptions): Notifier {
  const now = options.now ?? (() => new Date());
  return {
    async send(site, message, within = db) {
      const channel = channelFor(site, message.to, options.smtp);
      const at = now().toISOString();
      await within
        .insertInto("outbox")
        .values({
          id: randomUUID(),
          site_slug: site.slug,
          channel,
          destination: message.to,
          subject: message.subject,
          body: message.text,
          status: channel === "outbox" ? "stored" : "pending",
          attempts: 0,
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          delivered_at: null,
          created_at: at,
          unsubscribe_url: message.unsubscribeUrl ?? null,
        })
        .execute();
      if (channel !== "outbox") options.onQueued?.();
    },
  };
}
