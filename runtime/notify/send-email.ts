import { createTransport, type Transporter } from "nodemailer";
import type { Site } from "../types/index.ts";
import type { QueuedMessage } from "./message-queue.ts";

/** A mail transport for SMTP_URL (smtp://user:pass@host:port, or smtps:// for TLS from the start). */
export function smtpTransport(smtpUrl: string): Transporter {
  return createTransport(smtpUrl);
}

/** Sends one queued e-mail; answers the error's message, or null when the server accepted it. */
export async function sendEmail(transport: Transporter, site: Site, message: QueuedMessage): Promise<string | null> {
  const from = site.accounts.server.email_from || `${site.name} <no-reply@${site.domains[0] ?? `${site.slug}.localhost`}>`;
  try {
    await transport.sendMail({ from, to: message.destination, subject: message.subject, text: message.body });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
