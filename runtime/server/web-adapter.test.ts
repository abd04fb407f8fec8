import { createServer, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { BodyTooLarge, readBody } from "./web-adapter.ts";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server whose first request's body is read with the given limit; resolves with what readBody gave. */
async function readFirstBody(limit: number, send: (port: number) => void): Promise<Buffer | Error> {
  let resolveRead!: (outcome: Buffer | Error) => void;
  const outcome = new Promise<Buffer | Error>((resolve) => (resolveRead = resolve));
  const server = createServer((req: IncomingMessage, res) => {
    readBody(req, limit).then(resolveRead, resolveRead).finally(() => res.end());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  send((server.address() as { port: number }).port);
  return outcome;
}

/** Writes raw HTTP on a socket, in pieces, optionally hanging up afterwards. */
function raw(pieces: string[], hangUp = false): (port: number) => void {
  return (port) => {
    const socket = connect(port, "127.0.0.1", () => {
      pieces.forEach((piece, i) => setTimeout(() => socket.write(piece), i * 5));
      if (hangUp) setTimeout(() => socket.destroy(), pieces.length * 5 + 20);
    });
    socket.on("error", () => {});
  };
}

describe("reading an API body", () => {
  it("takes a body that came with its headers, and an empty one", async () => {
    expect(String(await readFirstBody(100, raw(["POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello world"], true)))).toBe("hello world");
    expect(String(await readFirstBody(100, raw(["POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"], true)))).toBe("");
  });

  it("joins a body that arrives in pieces", async () => {
    const body = await readFirstBody(100, raw(["POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello", " world"], true));
    expect(String(body)).toBe("hello world");
  });

  it("refuses a body over the limit, declared or streamed", async () => {
    expect(await readFirstBody(10, raw(["POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello world"], true))).toBeInstanceOf(BodyTooLarge);
    const chunked = raw(["POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n6\r\nhello \r\n", "5\r\nworld\r\n0\r\n\r\n"], true);
    expect(await readFirstBody(10, chunked)).toBeInstanceOf(BodyTooLarge);
    const chunkedAtOnce = raw(["POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n6\r\nhello \r\n5\r\nworld\r\n0\r\n\r\n"], true);
    expect(await readFirstBody(10, chunkedAtOnce)).toBeInstanceOf(BodyTooLarge);
  });

  it("reads each body of requests sent back to back on one connection, and of a chunked one sent at once", async () => {
    const bodies: string[] = [];
    const server = createServer((req, res) => {
      readBody(req, 100).then((body) => {
        bodies.push(String(body));
        res.end(String(body.length));
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const post = (body: string) => `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const chunked = "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n";
    const answers = await new Promise<string>((resolve) => {
      let text = "";
      const socket = connect((server.address() as { port: number }).port, "127.0.0.1", () => socket.write(post("hello") + post("world!") + chunked));
      socket.on("data", (chunk) => {
        text += chunk;
        if (text.split("HTTP/1.1 200").length === 4) resolve(text);
      });
      socket.on("error", () => {});
    });
    expect(bodies).toEqual(["hello", "world!", "abc"]);
    expect(answers.match(/\r\n\r\n\d+/g)?.map((end) => end.trim())).toEqual(["5", "6", "3"]);
  });

  it("gives up, instead of waiting for ever, when the client hangs up before the body ends", async () => {
    const outcome = await readFirstBody(100, raw(["POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\nhalf a bo"], true));
    expect(outcome).toBeInstanceOf(Error);
    expect(outcome).not.toBeInstanceOf(BodyTooLarge);
  });
});
