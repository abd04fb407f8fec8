// Hostile traffic against a running platform server on loopback, shared by the attack suite
// (runtime/server/hostile-traffic.test.ts) and `npm run bench:abuse`.
import { request } from "node:http";
import { LIMITS } from "../../runtime/search/params/limits.ts";

/** What a page gives every visitor: the site's public search key and index, read off its HTML as an attacker would. */
export async function publicSearchKey(port: number, slug: string): Promise<{ key: string; index: string }> {
  const html = await new Promise<string>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/search/used-cars", headers: { host: `${slug}.localhost` } }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve(text));
    }).on("error", reject).end();
  });
  const key = /"public_key":"([^"]+)"/.exec(html)?.[1];
  const index = /"index":"([^"]+)"/.exec(html)?.[1];
  if (!key || !index) throw new Error(`no search key on ${slug}'s search page`);
  return { key, index };
}

/**
 * The costliest multi-query a public key allows, as far as the protocol goes: many queries, each asking for the
 * largest page of every stored field with every facet's every value (one small request, a very large answer),
 * and one of long misspelt words (typo tolerance on each), all within the search request limits.
 */
export function worstCaseSearch(index: string, queries = 50): string {
  const everything = { indexName: index, query: "", hitsPerPage: 1000, page: 0, facets: ["*"], maxValuesPerFacet: 1000, attributesToRetrieve: ["*"] };
  // As many misspelt words as a query may hold (32, 14 letters each: within the 512 bytes), each long enough
  // for typo tolerance and short enough to get it (no typo work past 32 letters).
  const words = Array.from({ length: LIMITS.queryWords }, (_, i) => "toyotacorollahiluxrangerlandcruiser".slice(i % 20, (i % 20) + 14));
  const misspelt = { ...everything, query: words.join(" ") };
  return JSON.stringify({ requests: [misspelt, ...Array.from({ length: queries - 1 }, () => everything)] });
}

export function searchHeaders(key: string): Record<string, string> {
  return { "content-type": "text/plain", "x-algolia-api-key": key, "x-algolia-application-id": "forecourt" };
}

/** Times /healthz one request after another until stopped: what a load balancer sees while the attack runs. */
export function watchHealth(port: number): { stop(): Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      request({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (response) => {
        response.resume();
        response.on("end", () => {
          times.push(response.statusCode === 200 ? performance.now() - started : Number.POSITIVE_INFINITY);
          resolve();
        });
      }).on("error", () => {
        times.push(Number.POSITIVE_INFINITY);
        resolve();
      }).end();
    });
  const loop = (async () => {
    while (running) {
      await once();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return times;
    },
  };
}
