import { createServer, type Server } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFeed, DMS_HEADER, dmsRow } from "../../../tests/kit/stock-feed-fixtures.ts";
import { openDatabase, type OpenedDatabase } from "../../storage/open-database.ts";
import type { Site } from "../../types/index.ts";
import type { StockFeedSettings } from "../../types/generated/site.ts";
import { createStockRepository } from "../stock-repository.ts";
import { recentImports } from "../feed/import-history.ts";
import { pullDue } from "./feed-pulls.ts";

// The dealer's feed server is unreachable here, so a local one stands in for it: a feed, an error, a slow
// answer and answers over the size limit, declared or not.
let server: Server;
let base: string;
let database: OpenedDatabase;
let feedBody = [DMS_HEADER, dmsRow("P1"), dmsRow("P2")].join("\n");

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/stock.csv") return response.end(feedBody);
    if (request.url === "/slow.csv") return void setTimeout(() => response.end(feedBody), 3000);
    if (request.url === "/declared-huge.csv") {
      response.writeHead(200, { "content-length": String(10 * 1024 * 1024) });
      return response.write("x");
    }
    if (request.url === "/endless.csv") {
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      const pump = () => (response.write(chunk) ? setImmediate(pump) : response.once("drain", pump));
      response.on("close", () => response.destroy());
      return pump();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  database = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), "forecourt-pulls-")) });
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await database.close();
});

const site = (slug: string, feeds: Partial<StockFeedSettings>[]) =>
  ({ slug, dealerships: [{ id: 301, slug: `${slug}-yard`, name: slug }], stock: { feeds: feeds.map((feed) => defaultFeed(feed)) } }) as unknown as Site;

describe("scheduled feed pulls", () => {
  it("pulls a due feed and imports it, then waits out its interval; a later pull of the same feed changes nothing", async () => {
    const stock = createStockRepository(database.db);
    const pulled = site("pull-motors", [{ name: "dms", url: `${base}/stock.csv`, interval_minutes: 30 }, { name: "manual" }]);
    const t0 = new Date("2026-11-27T10:00:00.000Z");
    const first = await pullDue(stock, database.db, [pulled], () => t0);
    expect(first.map((report) => [report.source, report.outcome, report.counts.added])).toEqual([["pull:dms", "applied", 2]]);
    expect(await pullDue(stock, database.db, [pulled], () => new Date("2026-11-27T10:29:00.000Z"))).toEqual([]);
    const later = await pullDue(stock, database.db, [pulled], () => new Date("2026-11-27T10:30:00.000Z"));
    expect(later.map((report) => report.counts)).toEqual([{ added: 0, updated: 0, sold: 0, unchanged: 2, rejected: 0 }]);
    feedBody = [DMS_HEADER, dmsRow("P1")].join("\n");
    const dropped = await pullDue(stock, database.db, [pulled], () => new Date("2026-11-27T11:00:00.000Z"));
    expect(dropped[0]!.counts.sold).toBe(1);
    expect((await recentImports(database.db, "pull-motors", 10)).map((report) => report.started_at)).toEqual([
      "2026-11-27T11:00:00.000Z",
      "2026-11-27T10:30:00.000Z",
      "2026-11-27T10:00:00.000Z",
    ]);
  });

  it("reports a feed it cannot fetch (an error answer, too slow, too large) as failed, leaving the stock alone", async () => {
    const stock = createStockRepository(database.db);
    const before = await stock.listByDealerships([301]);
    const feeds: Partial<StockFeedSettings>[] = [
      { name: "missing", url: `${base}/nope.csv` },
      { name: "slow", url: `${base}/slow.csv`, timeout_seconds: 1 },
      { name: "declared", url: `${base}/declared-huge.csv`, max_bytes: 1024 * 1024 },
      { name: "endless", url: `${base}/endless.csv`, max_bytes: 1024 * 1024 },
    ];
    const reports = await pullDue(stock, database.db, [site("broken-motors", feeds)], () => new Date("2026-11-27T10:00:00.000Z"));
    expect(reports.map((report) => [report.source, report.outcome, report.problems[0]!.message])).toEqual([
      ["pull:missing", "failed", "the feed's server answered 404"],
      ["pull:slow", "failed", "no whole feed within 1 seconds"],
      ["pull:declared", "failed", "the feed is larger than its max_bytes (1048576)"],
      ["pull:endless", "failed", "the feed is larger than its max_bytes (1048576)"],
    ]);
    expect(await stock.listByDealerships([301])).toEqual(before);
    expect((await recentImports(database.db, "broken-motors", 10)).every((report) => report.outcome === "failed")).toBe(true);
  });
});
