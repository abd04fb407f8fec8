import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { startFakeSmtp, type FakeSmtp } from "../../tests/kit/notify/fake-smtp.ts";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import type { Site } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import type { PostWebhook } from "../leads/delivery/send-webhook.ts";
import { verifyWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "../leads/delivery/webhook-signature.ts";
import { channelFor } from "./message-channel.ts";
import { createNotifier } from "./notifier.ts";
import { createTransport } from "nodemailer";
import { startMessageDelivery } from "./start-message-delivery.ts";

const SECRET = "sms-secret-0123456789";
const plain = { ...testSite(), accounts: { watchlist: true, server: { sms_webhook: null, email_from: "" } } } satisfies Site;
const texting = { ...plain, accounts: { watchlist: true, server: { sms_webhook: { url: "https://sms.example/send", secret: SECRET }, email_from: "" } } } satisfies Site;
const code = { subject: "Your sign-in code", text: "Your code is 123456" };
const rows = (db: Database) => db.selectFrom("outbox").selectAll().orderBy("created_at").execute();

describe("channelFor", () => {
  it("sends e-mail through SMTP when configured and texts through the site's gateway, else keeps the message in the outbox", () => {
    expect(channelFor(plain, "ada@example.com", true)).toBe("email");
    expect(channelFor(plain, "ada@example.com", false)).toBe("outbox");
    expect(channelFor(plain, "0412345678", true)).toBe("outbox");
    expect(channelFor(texting, "0412345678", false)).toBe("sms");
  });
});

describe("notifier", () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  forEachBackend((backend) => {
    it("stores a message in the outbox when no channel sends it", async () => {
      const { db } = await backend.open();
      await createNotifier(db, { smtp: false }).send(plain, { to: "0412345678", ...code });
      expect(await rows(db)).toMatchObject([{ site_slug: plain.slug, channel: "outbox", status: "stored", destination: "0412345678", body: code.text }]);
    });

    it("sends e-mail through SMTP_URL, and retries a refused send with the lead delivery backoff", async () => {
      const { db } = await backend.open();
      let now = new Date("2026-11-28T01:00:00Z");
      const delivery = startMessageDelivery(db, [plain], { mail: createTransport(smtp.url), now: () => now, pollMs: 60_000 });
      try {
        const notifier = createNotifier(db, { smtp: true, now: () => now });
        smtp.mailReply = "451 try again later";
        await notifier.send(plain, { to: "ada@example.com", ...code });
        expect(await delivery.wake()).toBe(1);
        expect(await rows(db)).toMatchObject([{ channel: "email", status: "pending", attempts: 1, next_attempt_at: "2026-11-28T01:00:30.000Z" }]);
        expect(await delivery.wake()).toBe(0);

        smtp.mailReply = "250 OK";
        now = new Date("2026-11-28T01:00:31Z");
        const before = smtp.received.length;
        expect(await delivery.wake()).toBe(1);
        expect(await rows(db)).toMatchObject([{ status: "sent", attempts: 2, last_error: null }]);
        const mail = smtp.received[before]!;
        expect(mail.to).toEqual(["ada@example.com"]);
        expect(mail.from).toBe("no-reply@harbourmotors.com.au");
        expect(mail.data).toContain("Your code is 123456");
      } finally {
        await delivery.stop();
      }
    });

    it("texts through the site's SMS gateway as a signed webhook, and refuses a private gateway address", async () => {
      const { db } = await backend.open();
      const now = new Date("2026-11-28T01:00:00Z");
      const sent: { url: string; body: string; headers: Record<string, string> }[] = [];
      const post: PostWebhook = async (url, request) => {
        sent.push({ url, body: request.body, headers: request.headers });
        return 202;
      };
      const privateGateway = { ...texting, slug: "inside", accounts: { watchlist: true, server: { sms_webhook: { url: "http://10.0.0.5/sms", secret: SECRET }, email_from: "" } } };
      const delivery = startMessageDelivery(db, [texting, privateGateway], { mail: null, post, now: () => now, pollMs: 60_000, allowPrivateWebhooks: false });
      try {
        const notifier = createNotifier(db, { smtp: false, now: () => now });
        await notifier.send(texting, { to: "0412345678", ...code });
        await notifier.send(privateGateway, { to: "0412345678", ...code });
        expect(await delivery.wake()).toBe(2);
        expect(sent).toHaveLength(1);
        expect(sent[0]!.url).toBe("https://sms.example/send");
        expect(JSON.parse(sent[0]!.body)).toEqual({ to: "0412345678", body: code.text });
        const headers = sent[0]!.headers;
        expect(verifyWebhook(SECRET, Number(headers[TIMESTAMP_HEADER]), sent[0]!.body, headers[SIGNATURE_HEADER]!)).toBe(true);
        const bySite = Object.fromEntries((await rows(db)).map((row) => [row.site_slug, row]));
        expect(bySite[texting.slug]).toMatchObject({ channel: "sms", status: "sent" });
        expect(bySite.inside).toMatchObject({ channel: "sms", status: "pending", last_error: expect.stringMatching(/private address/) });
      } finally {
        await delivery.stop();
      }
    });
  });
});
