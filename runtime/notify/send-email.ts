import type { Transporter } from "nodemailer";
import type { Site } from "../types/index.ts";
import type { QueuedMessage } from "./message-queue.ts";

/** Sends one queued e-mail; answers the error's message, or null when the server accepted it. */
export async function sendEmail(transport: Transporter, site: Site, message: QueuedMessage): Promise<string | null> {
  const from = site.accounts.server.email_from || `${site.name} <no-reply@${site.domains[0] ?? `${site.slug}.localhost`}>`;
  try {
    // RFC 8058: mail clients offer a one-click unsubscribe that POSTs to the link without opening it.
    const list = message.unsubscribe_url ? { list: { unsubscribe: message.unsubscribe_url }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } } : {};
    await transport.sendMail({ from, to: message.destination, subject: message.subject, text: message.body, ...list });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
