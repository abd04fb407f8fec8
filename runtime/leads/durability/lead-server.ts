// A process serving only the lead API over the platform's storage, for the durability test and when the
// platform server is not built: `node runtime/leads/durability/lead-server.ts` with PORT, DATA_DIR or
// DATABASE_URL, LEAD_WEBHOOK_URL (optional) and LEAD_WEBHOOK_SECRET. Prints "listening <port>" when ready.
import { createServer } from "node:http";
import { resolve } from "node:path";
import type { Services } from "../../types/index.ts";
import { openDatabase } from "../../storage/open-database.ts";
import { createApiTable } from "../../server/api-table.ts";
import { BodyTooLarge, readBody, sendResponse, toRequest } from "../../server/web-adapter.ts";
import { createLeadRoutes } from "../lead-routes.ts";
import { startLeadDelivery } from "../start-lead-delivery.ts";
import { testCar, testSite, testStock } from "../testing/lead-fixtures.ts";

const webhook = process.env.LEAD_WEBHOOK_URL;
const site = testSite({
  server: {
    webhooks: webhook
      ? [{ name: "dealer-crm", url: webhook, secret: process.env.LEAD_WEBHOOK_SECRET ?? "durability-test-secret" }]
      : [],
    delivery: { base_delay_seconds: 0.2, max_delay_seconds: 1, max_attempts: 50, timeout_seconds: 2 },
  },
});
const database = await openDatabase({
  dataDir: resolve(process.env.DATA_DIR ?? "data"),
  databaseUrl: process.env.DATABASE_URL || null,
});
const services = { db: database.db, stock: testStock([testCar()]) } as unknown as Services;
const api = createApiTable(createLeadRoutes());
const stopDelivery = startLeadDelivery(services, [site], { pollMs: 100 });

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  if (url.pathname === "/healthz") return void res.end("ok");
  const { found } = api.match(req.method ?? "GET", url.pathname);
  if (!found) return void res.writeHead(404).end();
  let body: Buffer | null = null;
  try {
    body = req.method === "GET" ? null : await readBody(req, 1024 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLarge) return void res.writeHead(413).end();
    throw error;
  }
  // One site per process: every host is that site.
  const ctx = { site, params: found.params, url, user: null, services, ip: req.socket.remoteAddress ?? "" };
  await sendResponse(res, await found.route.handler(toRequest(req, url, body), ctx));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening ${(server.address() as { port: number }).port}`);
});
process.on("SIGTERM", async () => {
  server.close();
  server.closeAllConnections();
  await stopDelivery();
  await database.close();
  process.exit(0);
});
