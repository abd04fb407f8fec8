import { createServer } from "node:http";

/** One batch request as the fake received it. */
export interface ReceivedBatch {
  indexName: string;
  apiKey: string | null;
  requests: { action: string; body: Record<string, unknown> & { objectID: string } }[];
}

/**
 * A stand-in for a hosted Algolia application's write API on loopback: `POST /1/indexes/{index}/batch` (whole,
 * partial and delete writes, applied to the index as Algolia would) and `PUT /1/indexes/{index}/settings`. It
 * records every request, and `failNext(n)` makes the next n requests answer 503, as an outage would.
 */
export async function startFakeAlgoliaWrites() {
  const batches: ReceivedBatch[] = [];
  const settings = new Map<string, Record<string, unknown>>();
  const indexes = new Map<string, Map<string, Record<string, unknown>>>();
  let failures = 0;
  let task = 0;
  const index = (name: string) => indexes.get(name) ?? indexes.set(name, new Map()).get(name)!;

  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      const answer = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (failures > 0) {
        failures--;
        return answer(503, { message: "Service unavailable", status: 503 });
      }
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://fake.invalid").pathname);
      const batch = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path);
      const settingsPath = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path);
      if (batch && req.method === "POST") {
        const received = { indexName: batch[1]!, apiKey: (req.headers["x-algolia-api-key"] as string) ?? null, ...JSON.parse(body) } as ReceivedBatch;
        batches.push(received);
        const records = index(received.indexName);
        for (const { action, body: record } of received.requests) {
          if (action === "deleteObject") records.delete(record.objectID);
          else if (action === "partialUpdateObjectNoCreate") {
            if (records.has(record.objectID)) records.set(record.objectID, { ...records.get(record.objectID), ...record });
          } else records.set(record.objectID, record);
        }
        return answer(200, { taskID: ++task, objectIDs: received.requests.map((request) => request.body.objectID) });
      }
      if (settingsPath && req.method === "PUT") {
        settings.set(settingsPath[1]!, JSON.parse(body));
        return answer(200, { taskID: ++task, updatedAt: new Date().toISOString() });
      }
      answer(404, { message: "Not found", status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    /** The search host as a site document names it. */
    host: `http://127.0.0.1:${port}`,
    batches,
    settings,
    /** The records of an index, by objectID. */
    records: (indexName: string) => index(indexName),
    failNext: (count: number) => (failures = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
