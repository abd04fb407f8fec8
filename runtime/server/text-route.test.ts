import { createServer } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { textRoute } from "./text-route.ts";
import { answerWithRoute, readBody } from "./web-adapter.ts";
import type { ApiContext, ApiRoute, TextRequest } from "../types/index.ts";

const seen: TextRequest[] = [];
const echo = textRoute({
  method: "POST",
  path: "/echo",
  text: async (request) => {
    seen.push(request);
    return { status: 201, headers: { "content-type": "text/plain", "x-key": request.header("X-Key") ?? "none" }, body: `${request.method}:${request.body}` };
  },
});

const context = (url: URL) => ({ url, params: {} }) as unknown as ApiContext;
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  servers.splice(0).forEach((server) => server.close());
  seen.length = 0;
});

/** A server answering every request by the route, as the platform server does. */
async function serve(route: ApiRoute): Promise<string> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = req.method === "GET" || req.method === "HEAD" ? null : await readBody(req, 1000);
    await answerWithRoute(route, context(url), req, res, body, req.method === "HEAD");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe("text routes", () => {
  it("are answered over HTTP by their text handler: body decoded as UTF-8 without a byte-order mark, headers by any case", async () => {
    const origin = await serve(echo);
    const response = await fetch(`${origin}/echo`, { method: "POST", headers: { "x-key": "abc" }, body: "\uFEFFŠkoda" });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-key")).toBe("abc");
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength("POST:Škoda")));
    expect(response.headers.get("transfer-encoding")).toBeNull();
    expect(await response.text()).toBe("POST:Škoda");
    expect(seen[0]!.header("x-missing")).toBeNull();
  });

  it("still answer a web Request through their handler, the same way", async () => {
    const url = new URL("http://127.0.0.1/echo");
    const response = await echo.handler(new Request(url, { method: "POST", headers: { "x-key": "abc" }, body: "\uFEFFŠkoda" }), context(url));
    expect(response.status).toBe(201);
    expect(response.headers.get("x-key")).toBe("abc");
    expect(await response.text()).toBe("POST:Škoda");
  });

  it("send headers without a body for HEAD", async () => {
    const origin = await serve({ ...echo, method: "GET" });
    const response = await fetch(`${origin}/echo`, { method: "HEAD" });
    expect(response.headers.get("x-key")).toBe("none");
    expect(response.headers.get("content-length")).toBe(String("HEAD:".length));
    expect(await response.text()).toBe("");
    expect(seen[0]!.body).toBe("");
  });
});
