// Shared benchmark harness: load a platform server (tests/kit/platform-server.ts) with autocannon, print figures.
import autocannon from "autocannon";
import { generateSiteStock } from "../../runtime/demo/stock/generate.ts";
import { loadSites } from "../../runtime/site/load-sites.ts";
import { siteClient } from "../../tests/kit/site-http.ts";

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/** A path to ask for, or a new path for each request (its argument counts the requests from 1). */
export type PagePath = string | ((visit: number) => string);

/** Loads one URL (`url`, or on its origin the paths `path` makes) with a fixed number of connections for a fixed time. */
export async function measure(
  options: { url: string; host?: string; connections?: number; seconds?: number; method?: "GET" | "POST"; body?: string; headers?: Record<string, string>; path?: PagePath },
): Promise<Figures> {
  let visit = 0;
  const result = await autocannon({
    ...(typeof options.path === "function" ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: pathOf(options.path!, (visit += 1)) }) }] } : {}),
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 8,
    method: options.method ?? "GET",
    body: options.body,
    headers: { ...(options.host ? { host: options.host } : {}), ...options.headers },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx responses and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * One request at a time over one kept-alive connection: each time is the server answering that request alone
 * (render and send, no queue), timed to the microsecond, which autocannon's whole-millisecond latencies are not.
 */
export async function oneAtATime(port: number, site: string, path: PagePath, seconds = 8): Promise<Figures> {
  const client = siteClient(port, site, { connections: 1 });
  const times: number[] = [];
  const started = performance.now();
  try {
    while (performance.now() - started < seconds * 1000) {
      const start = performance.now();
      const { status } = await client.get(pathOf(path, times.length + 1));
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      times.push(performance.now() - start);
    }
  } finally {
    client.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

export function pathOf(path: PagePath, visit: number): string {
  return typeof path === "string" ? path : path(visit);
}

/** The value at `p` (0 to 1) of times sorted in ascending order. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

export function printTable(rows: Record<string, Figures>): void {
  const entries = Object.entries(rows);
  const width = Math.max(...entries.map(([name]) => name.length));
  console.log(`${"".padEnd(width)}  ${"req/s".padStart(9)}  ${"p50 ms".padStart(7)}  ${"p99 ms".padStart(7)}`);
  for (const [name, figures] of entries) {
    console.log(
      `${name.padEnd(width)}  ${figures.rps.toFixed(0).padStart(9)}  ${figures.p50.toFixed(2).padStart(7)}  ${figures.p99.toFixed(2).padStart(7)}`,
    );
  }
}

/** A car the demo stock gives a site's vehicle page: the same generator the server seeds from. */
export async function vehicleSlug(siteSlug: string): Promise<string> {
  const { sites } = await loadSites({ sitesDir: "sites" });
  const site = sites.find((loaded) => loaded.site.slug === siteSlug)?.site;
  if (!site) throw new Error(`No site ${siteSlug} in sites/`);
  const car = generateSiteStock(site).find((candidate) => candidate.status === "in_stock" && candidate.show_on_dealer_website);
  if (!car) throw new Error(`The demo stock of ${siteSlug} has no car in stock`);
  return car.slug;
}
