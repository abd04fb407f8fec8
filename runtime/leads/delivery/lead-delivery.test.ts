import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../../tests/kit/backends.ts";
import type { Services } from "../../types/index.ts";
import type { Database } from "../../types/services.ts";
import { startLeadDelivery } from "../start-lead-delivery.ts";
import { storeLead } from "../lead-store.ts";
import { testSite } from "../../../tests/kit/leads/lead-fixtures.ts";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from "./webhook-signature.ts";
import type { PostWebhook } from "./send-webhook.ts";
import { countingServer } from "../../../tests/kit/leads/counting-server.ts";

const SECRET = "whsec-0123456789abcdef";
const site = testSite({
  server: {
    webhooks: [{ name: "crm", url: "https://crm.example/leads", secret: SECRET }],
    delivery: { max_attempts: 3, base_delay_seconds: 30, max_delay_seconds: 600, timeout_seconds: 2 },
  },
});

interface Received {
  body: string;
  headers: Headers;
}

/** A fake dealer endpoint answering each call with the next status of the script (then 200). */
function endpoint(script: number[]) {
  const received: Received[] = [];
  const post: PostWebhook = async (_url, sent) => {
    received.push({ body: sent.body, headers: new Headers(sent.headers) });
    return script.shift() ?? 200;
  };
  return { post, received };
}

async function queueLead(db: Database, now: Date) {
  const result = await storeLead(db, {
    siteSlug: site.slug,
    userData: { name: "Ada", email: "ada@example.com" },
    isLastStep: true,
    spam: false,
    idempotency: null,
    secret: null,
    channels: ["crm"],
    now,
    checkComplete: () => [],
  });
  return (result as { leadId: string }).leadId;
}

const outboxRow = (db: Database) => db.selectFrom("lead_outbox").selectAll().executeTakeFirstOrThrow();

describe("lead delivery worker", () => {
  forEachBackend((backend) => {
    it("delivers a signed webhook and records it", async () => {
      const { db } = await backend.open();
      const now = new Date("2026-11-22T02:00:00Z");
      const leadId = await queueLead(db, now);
      const { post, received } = endpoint([]);
      const worker = startLeadDelivery({ db } as Services, [site], { post, now: () => now, pollMs: 60_000 });
      expect(await worker.runOnce()).toBe(1);
      await worker();
      expect(received).toHaveLength(1);
      const [call] = received;
      const timestamp = Number(call!.headers.get(TIMESTAMP_HEADER));
      expect(verifyWebhook(SECRET, timestamp, call!.body, call!.headers.get(SIGNATURE_HEADER)!)).toBe(true);
      expect(JSON.parse(call!.body)).toMatchObject({ event: "lead.completed", lead: { id: leadId, userData: { name: "Ada" } } });
      expect(await outboxRow(db)).toMatchObject({
        status: "delivered",
        attempts: 1,
        last_status: 200,
        delivered_at: now.toISOString(),
      });
    });

    it("retries with exponential backoff persisted in the database, across a restart, then gives up", async () => {
      const { db } = await backend.open();
      let now = new Date("2026-11-22T02:00:00Z");
      await queueLead(db, now);
      const failing = endpoint([500, 503, 502]);
      const first = startLeadDelivery({ db } as Services, [site], { post: failing.post, now: () => now, pollMs: 60_000 });
      await first.runOnce();
      await first();
      expect(await outboxRow(db)).toMatchObject({
        status: "pending",
        attempts: 1,
        last_status: 500,
        next_attempt_at: "2026-11-22T02:00:30.000Z",
      });

      // A new worker (as after a restart) finds the retry in the database, and waits for its time.
      const second = startLeadDelivery({ db } as Services, [site], { post: failing.post, now: () => now, pollMs: 60_000 });
      expect(await second.runOnce()).toBe(0);
      now = new Date("2026-11-22T02:00:30Z");
      expect(await second.runOnce()).toBe(1);
      expect(await outboxRow(db)).toMatchObject({ attempts: 2, last_status: 503, next_attempt_at: "2026-11-22T02:01:30.000Z" });
      now = new Date("2026-11-22T02:01:30Z");
      await second.runOnce();
      await second();
      expect(await outboxRow(db)).toMatchObject({ status: "failed", attempts: 3, last_status: 502, last_error: "HTTP 502" });
      expect(failing.received).toHaveLength(3);
    });

    it("resumes a delivery whose worker died mid-attempt once its claim lapses", async () => {
      const { db } = await backend.open();
      let now = new Date("2026-11-22T02:00:00Z");
      await queueLead(db, now);
      const lease = new Date(now.getTime() + 7000).toISOString();
      await db.updateTable("lead_outbox").set({ locked_until: lease }).execute();
      const { post, received } = endpoint([]);
      const worker = startLeadDelivery({ db } as Services, [site], { post, now: () => now, pollMs: 60_000 });
      expect(await worker.runOnce()).toBe(0);
      now = new Date(lease);
      expect(await worker.runOnce()).toBe(1);
      await worker();
      expect(received).toHaveLength(1);
    });

    it("refuses, before connecting, a webhook whose host resolves to a private address, unless allowed", async () => {
      const { db } = await backend.open();
      const now = new Date("2026-11-22T02:00:00Z");
      await queueLead(db, now);
      const receiver = await countingServer();
      try {
        const aimed = (url: string) => testSite({ server: { ...site.leads.server, webhooks: [{ name: "crm", url, secret: SECRET }] } });
        // crm.example resolves to loopback (as a rebinding DNS answer would): the connection never starts.
        const loopback = async () => ["127.0.0.1"];
        const refusing = startLeadDelivery({ db } as Services, [aimed(`http://crm.example:${receiver.port}/leads`)], { resolveHost: loopback, allowPrivateWebhooks: false, now: () => now, pollMs: 60_000 });
        await refusing.runOnce();
        await refusing();
        expect(receiver.connections()).toBe(0);
        expect(await outboxRow(db)).toMatchObject({ status: "pending", attempts: 1, last_status: null });
        expect((await outboxRow(db)).last_error).toMatch(/^refused: crm\.example is a private address \(127\.0\.0\.1\)/);

        // localhost through the system's resolver, refused the same way; allowed, the same receiver gets it.
        const later = new Date("2026-11-22T03:00:00Z");
        const local = aimed(`http://localhost:${receiver.port}/leads`);
        const viaDns = startLeadDelivery({ db } as Services, [local], { allowPrivateWebhooks: false, now: () => later, pollMs: 60_000 });
        await viaDns.runOnce();
        await viaDns();
        expect(receiver.connections()).toBe(0);
        expect((await outboxRow(db)).last_error).toMatch(/^refused: localhost is a private address/);
        const allowed = startLeadDelivery({ db } as Services, [local], { allowPrivateWebhooks: true, now: () => new Date("2026-11-22T05:00:00Z"), pollMs: 60_000 });
        await allowed.runOnce();
        await allowed();
        expect(receiver.connections()).toBe(1);
        expect(await outboxRow(db)).toMatchObject({ status: "delivered", last_status: 204 });
      } finally {
        await receiver.close();
      }
    });

    it("counts a network failure as a failed attempt", async () => {
      const { db } = await backend.open();
      const now = new Date("2026-11-22T02:00:00Z");
      await queueLead(db, now);
      const post: PostWebhook = async () => {
        throw new Error("socket hang up");
      };
      const worker = startLeadDelivery({ db } as Services, [site], { post, now: () => now, pollMs: 60_000 });
      await worker.runOnce();
      await worker();
      expect(await outboxRow(db)).toMatchObject({
        status: "pending",
        attempts: 1,
        last_status: null,
        last_error: "socket hang up",
      });
    });
  });
});
