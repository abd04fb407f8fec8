import { createServer, type ServerResponse } from "node:http";
import sharp from "sharp";

/** A real JPEG of one colour. */
export function jpegPhoto(width: number, height: number, background = { r: 30, g: 90, b: 160 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
}

/**
 * A loopback photo server for feed photo tests: `/etag.jpg` (with an ETag, 304 to If-None-Match), `/plain.jpg`
 * (no ETag, its length declared), `/page.html`, `/huge.jpg` (declares more bytes than anyone takes), `/slow.jpg`
 * (never finishes), `/moved.jpg` (a redirect to /etag.jpg); anything else 404. It counts connections and the
 * photos it sent whole (200 with a body).
 */
export async function photoServer() {
  const photo = await jpegPhoto(800, 500);
  let connections = 0;
  let sent = 0;
  const send = (response: ServerResponse, headers: Record<string, string>) => {
    sent += 1;
    response.writeHead(200, { "content-type": "image/jpeg", "content-length": String(photo.byteLength), ...headers }).end(photo);
  };
  const server = createServer((request, response) => {
    switch (request.url) {
      case "/etag.jpg":
        if (request.headers["if-none-match"] === '"v1"') return response.writeHead(304).end();
        return send(response, { etag: '"v1"' });
      case "/plain.jpg":
        return send(response, {});
      case "/page.html":
        return response.writeHead(200, { "content-type": "text/html" }).end("<p>not a photo</p>");
      case "/huge.jpg":
        return response.writeHead(200, { "content-type": "image/jpeg", "content-length": String(1024 * 1024 * 1024) }).end();
      case "/slow.jpg":
        return response.writeHead(200, { "content-type": "image/jpeg" }).write(photo.subarray(0, 100));
      case "/moved.jpg":
        return response.writeHead(302, { location: "/etag.jpg" }).end();
      default:
        return response.writeHead(404).end();
    }
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    photo,
    connections: () => connections,
    sent: () => sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
