import { createServer } from "node:http";

/**
 * A stand-in for an S3-compatible bucket on loopback (path-style `PUT` and `GET /{bucket}/{key}`): keeps objects in
 * memory, answers a missing key with S3's NoSuchKey error, refuses unsigned requests, and records the order of
 * the keys put.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const puts: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://fake.invalid").pathname);
      const error = (status: number, code: string) => {
        res.writeHead(status, { "content-type": "application/xml" });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
      };
      if (!String(req.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256 ")) return error(403, "AccessDenied");
      if (!path.startsWith(`/${bucket}/`)) return error(404, "NoSuchBucket");
      const key = path.slice(bucket.length + 2);
      if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), contentType: req.headers["content-type"] });
        puts.push(key);
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      }
      if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return error(404, "NoSuchKey");
        res.writeHead(200, { "content-type": object.contentType ?? "application/octet-stream", "content-length": object.body.length });
        return res.end(object.body);
      }
      error(405, "MethodNotAllowed");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    puts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
