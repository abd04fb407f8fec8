import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../../tests/support/backends.ts";
import { startWebhookReceiver } from "./webhook-receiver.ts";
import { startLeadServer, type ServerProcess } from "./lead-server-process.ts";
import { sendLeads } from "./send-leads.ts";
import { exportWithCli } from "./export-leads.ts";

const TOTAL = 5000;
const CLIENTS = 50;
const KILL_AT = 2000;
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
      dealership_slug: "harbour-toyota",
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

describe("lead durability: SIGKILL mid-run, restart", () => {
  forEachBackend((backend) => {
    it(`keeps every acknowledged lead exactly once and delivers all after the restart (${TOTAL} leads, ${CLIENTS} clients)`, async () => {
      const { dataDir, databaseUrl } = await backend.freshOptions();
      const env: { DATA_DIR: string; DATABASE_URL?: string } = {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const receiver = await startWebhookReceiver(SECRET);
      receiver.state.down = true;
      const serverEnv = { ...env, LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET };
      let server: ServerProcess = await startLeadServer(serverEnv);
      const port = server.port;
      let acknowledgedBeforeKill = new Map<number, string>();
      try {
        const result = await sendLeads({
          baseUrl: `http://127.0.0.1:${port}`,
          total: TOTAL,
          concurrency: CLIENTS,
          body: lead,
          async onAcknowledged(acknowledged) {
            if (acknowledged.size !== KILL_AT) return;
            acknowledgedBeforeKill = new Map(acknowledged);
            await server.kill();
            receiver.state.generation = 2;
            receiver.state.down = false;
            server = await startLeadServer(serverEnv, port);
          },
        });
        await until(() => new Set(receiver.attempts.filter((a) => a.accepted).map((a) => a.leadId)).size === TOTAL, 120_000);
        const exported = await exportWithCli("harbour-motors", env);

        expect(result.retries).toBeGreaterThan(0);
        expect(acknowledgedBeforeKill.size).toBeGreaterThanOrEqual(KILL_AT - CLIENTS);
        expect(exported).toHaveLength(TOTAL);
        const exportedIds = exported.map((l) => l.lead_id);
        expect(new Set(exportedIds).size).toBe(TOTAL);
        const inExport = new Set(exportedIds);
        for (const leadId of result.acknowledged.values()) expect(inExport.has(leadId)).toBe(true);
        for (const leadId of acknowledgedBeforeKill.values()) expect(inExport.has(leadId)).toBe(true);
        expect(new Set(exported.map((l) => l.userData.email)).size).toBe(TOTAL);
        expect(exported.every((l) => l.delivery_status === "delivered")).toBe(true);

        expect(receiver.state.badSignatures).toBe(0);
        const failedBefore = new Set(receiver.attempts.filter((a) => a.generation === 1).map((a) => a.deliveryId));
        const retriedAfter = receiver.attempts.filter((a) => a.generation === 2 && a.accepted && failedBefore.has(a.deliveryId));
        expect(failedBefore.size).toBeGreaterThan(0);
        expect(new Set(retriedAfter.map((a) => a.deliveryId)).size).toBe(failedBefore.size);
      } finally {
        await server.stop().catch(() => undefined);
        await receiver.close();
      }
    }, 300_000);
  });
});
