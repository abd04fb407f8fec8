import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { StockRepository } from "../../types/services.ts";
import { importStock } from "../../stock/feed/import-stock.ts";
import { formatReport } from "../../stock/feed/import-report.ts";
import type { StockFeedSettings } from "../../types/generated/site.ts";
import { generateSiteStock } from "./generate.ts";
import type { StockSite } from "./stock-site.ts";

/** The demo stock's feed: JSON Lines of cars in the car.schema.json shape, adding to the dealerships it names. */
const DEMO_FEED: Omit<StockFeedSettings, "name"> = {
  format: "json",
  encoding: "utf-8",
  full: false,
  url: null,
  interval_minutes: 60,
  timeout_seconds: 60,
  max_bytes: 64 * 1024 * 1024,
  mapping: { columns: {}, ignore_columns: [], list_separator: "|", values: {} },
};

/**
 * Fills the dealerships that have no cars yet with their site's generated demo stock: written as a feed file
 * (`feedDir/<slug>.jsonl`, when given) and loaded through the stock importer, the path a dealer's feed takes.
 * Dealerships that already have stock are left alone, so restarts never duplicate or overwrite cars, and a
 * dealership shared by two sites is filled once. Returns how many cars were added per site slug.
 */
export async function seedDemoStock(
  stock: StockRepository,
  sites: readonly StockSite[],
  now: Date = new Date(),
  feedDir: string | null = null,
): Promise<Record<string, number>> {
  const inserted: Record<string, number> = {};
  for (const site of sites) {
    const empty = [];
    for (const dealership of site.dealerships) {
      if ((await stock.count([dealership.id])) === 0) empty.push(dealership);
    }
    if (empty.length === 0) continue;
    const ids = new Set(empty.map((dealership) => dealership.id));
    const cars = generateSiteStock(site, { now }).filter((car) => ids.has(car.dealership_id));
    let feed = Buffer.from(cars.map((car) => JSON.stringify(car)).join("\n"));
    if (feedDir) {
      mkdirSync(feedDir, { recursive: true });
      const file = join(feedDir, `${site.slug}.jsonl`);
      writeFileSync(file, feed);
      feed = readFileSync(file);
    }
    const report = await importStock(stock, { slug: site.slug, dealerships: empty }, feed, { source: "demo", feed: DEMO_FEED, acceptValid: false, now });
    if (report.outcome !== "applied") throw new Error(`The demo stock feed of ${site.slug} was rejected:\n${formatReport(report)}`);
    inserted[site.slug] = report.counts.added;
  }
  return inserted;
}
