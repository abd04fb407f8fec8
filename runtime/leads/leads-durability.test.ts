import { beforeAll, describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { fixtureSite, writeSitesDir } from "../../tests/kit/leads/fixture-sites.ts";
import { startWebhookReceiver } from "../../tests/kit/leads/webhook-receiver.ts";
import { sendLeads } from "../../tests/kit/leads/send-leads.ts";
import { exportWithCli } from "../../tests/kit/leads/export-leads.ts";

const TOTAL = 5000;
const CLIENTS = 50;
const KILL_AT = 2000;
const SITE = "durable-motors";
const SECRET = "durability-webhook-secret";

function lead(i: number) {
  return {
    isLastStep: true,
    userData: {
      form: "enquiry",
      source: "Website",
      name: `Shopper ${i}`,
      email: `lead${i}@example.com`,
      phone: "0400 000 000",
      postcode: "4000",
      message: `Lead number ${i}`,
      category: "General Enquiry",
      dealership_slug: SITE,
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The real server (dist/server/main.js: request handler, lead API, storage, delivery worker) serving a site
// whose document names a webhook: SIGKILLed mid-run and started again on the same port and storage.
describe("lead durability: the platform server SIGKILLed mid-run, restarted", () => {
  beforeAll(() => ensurePlatformBuilt(), 300_000);

  forEachBackend((backend) => {
    it(`keeps every acknowledged lead exactly once and delivers all after the restart (${TOTAL} leads, ${CLIENTS} clients)`, async () => {
      const { dataDir, databaseUrl } = await backend.freshOptions();
      const storage: { DATA_DIR: string; DATABASE_URL?: string } = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
      const receiver = await startWebhookReceiver(SECRET);
      receiver.state.down = true;
      const sites = writeSitesDir([
        fixtureSite(SITE, 9501, {
          server: {
            webhooks: [{ name: "dealer-crm", url: receiver.url, secret: SECRET }],
            delivery: { base_delay_seconds: 0.2, max_delay_seconds: 1, max_attempts: 50, timeout_seconds: 2 },
          },
        }),
      ]);
      // Every client is 127.0.0.1: the per-IP and per-site limits would throttle the test, not an abuser.
      // The receiver listens on loopback.
      const env = { ...storage, SITES_DIR: sites.dir, ALLOW_PRIVATE_WEBHOOKS: "1", LEADS_RATE_LIMIT_PER_IP: "100000000", LEADS_RATE_LIMIT_PER_SITE: "100000000" };
      const server = await startPlatform(env);
      let acknowledgedBeforeKill: ReadonlyMap<number, string> | null = null;
      let restarted = false;
      try {
        const result = await sendLeads({
          port: server.port,
          site: SITE,
          total: TOTAL,
          concurrency: CLIENTS,
          body: lead,
          async onAcknowledged(acknowledged) {
            if (acknowledged.size !== KILL_AT) return;
            acknowledgedBeforeKill = new Map(acknowledged);
            await server.kill();
            receiver.state.generation = 2;
            receiver.state.down = false;
            await server.restart();
            restarted = true;
          },
        });
        await until(() => new Set(receiver.attempts.filter((a) => a.accepted).map((a) => a.leadId)).size === TOTAL, 120_000);
        const exported = await exportWithCli(SITE, { ...storage, SITES_DIR: sites.dir });

        // The kill came mid-run: leads were acknowledged before it, clients lost answers and sent again, and the
        // restarted process acknowledged the rest.
        expect(acknowledgedBeforeKill).not.toBeNull();
        const beforeKill = acknowledgedBeforeKill!;
        expect(result.retries).toBeGreaterThan(0);
        expect(restarted).toBe(true);
        expect(result.acknowledged.size).toBe(TOTAL);

        // Every acknowledged lead is in the real CLI's export, none twice, each delivered.
        expect(exported).toHaveLength(TOTAL);
        const exportedIds = exported.map((l) => l.lead_id);
        expect(new Set(exportedIds).size).toBe(TOTAL);
        const inExport = new Set(exportedIds);
        expect([...result.acknowledged.values()].filter((leadId) => !inExport.has(leadId))).toEqual([]);
        expect([...beforeKill.values()].filter((leadId) => !inExport.has(leadId))).toEqual([]);
        expect(new Set(exported.map((l) => l.userData.email)).size).toBe(TOTAL);
        expect(exported.filter((l) => l.delivery_status !== "delivered")).toEqual([]);

        // Deliveries the first process tried (receiver down) were retried by the second, with valid signatures.
        expect(receiver.state.badSignatures).toBe(0);
        const failedBefore = new Set(receiver.attempts.filter((a) => a.generation === 1).map((a) => a.deliveryId));
        const retriedAfter = receiver.attempts.filter((a) => a.generation === 2 && a.accepted && failedBefore.has(a.deliveryId));
        expect(failedBefore.size).toBeGreaterThan(0);
        expect(new Set(retriedAfter.map((a) => a.deliveryId)).size).toBe(failedBefore.size);
      } finally {
        await server.stop().catch(() => undefined);
        await receiver.close();
        sites.remove();
      }
    }, 300_000);
  });
});
