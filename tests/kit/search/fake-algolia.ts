import { createServer } from "node:http";

/** A request as the fake hosted service received it. */
export interface ReceivedSearch {
  path: string;
  apiKey: string | null;
  appId: string | null;
  requests: Record<string, unknown>[];
}

/**
 * A stand-in for a hosted Algolia application on loopback: answers `POST /1/indexes/*\/queries` with the given
 * hits for every request (as Algolia would shape them) and records what it was asked, credentials included
 * (Node clients send them as headers, browsers as query-string parameters).
 */
export async function startFakeAlgolia(hits: Record<string, unknown>[]) {
  const received: ReceivedSearch[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake.invalid");
      const credential = (name: string) => (req.headers[name] as string | undefined) ?? url.searchParams.get(name);
      const requests = ((JSON.parse(body || "{}") as { requests?: Record<string, unknown>[] }).requests ?? []);
      received.push({ path: url.pathname, apiKey: credential("x-algolia-api-key"), appId: credential("x-algolia-application-id"), requests });
      const results = requests.map((request) => {
        const hitsPerPage = Number(request.hitsPerPage ?? 20);
        return {
          hits: hitsPerPage === 0 ? [] : hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage, facets: {},
          exhaustiveNbHits: true, processingTimeMS: 1, query: String(request.query ?? ""), params: "", index: String(request.indexName),
        };
      });
      res.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" });
      res.end(JSON.stringify({ results }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    /** The search host as a site document names it. */
    host: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
