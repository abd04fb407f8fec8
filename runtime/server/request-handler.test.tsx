import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiRoute, Services, Site } from "../types/index.ts";
import { createRequestHandler } from "./request-handler.ts";
import { loadAssetManifest } from "./asset-manifest.ts";
import { loadStaticFiles } from "./static-files.ts";
import { sessionCookieValue, SESSION_COOKIE } from "./session.ts";
import { request } from "../../tests/kit/http.ts";
import { serverBlocksFrom } from "./block-modules.ts";
import type { BlockComponentProps } from "../types/index.ts";

const page = (title: string, extra: Record<string, unknown> = {}) => ({ title, description: `${title} page`, gate: null, layout: true, blocks: [], ...extra });

const site = {
  slug: "test-motors",
  name: "Test Motors",
  domains: ["testmotors.com.au", "www.testmotors.com.au"],
  logo: { url: "/media/logos/test-motors.svg", alt: "Test Motors", width: 120, height: 40 },
  theme: { colors: { primary: "#123456" }, fonts: {}, radius: "4px" },
  layout: { before: [], after: [] },
  routes: { "/": "home", "/finance": "finance", "/my-garage": "garage", "/broken": "broken", "/failing": "failing" },
  pages: {
    home: page("Home | Test Motors"),
    finance: page("Finance | Test Motors"),
    garage: page("My Garage", { gate: "my-garage" }),
    broken: page("Broken", { blocks: [{ type: "NoSuchBlock", props: {} }] }),
    failing: page("Failing", {
      blocks: [
        { type: "Greeting", props: { name: "first" } },
        { type: "Throws", id: "throws-on-render" },
        { type: "FailsToLoad", id: "no-data" },
        { type: "Greeting", props: { name: "last" } },
      ],
    }),
    "not-found": page("Page not found | Test Motors"),
  },
} as unknown as Site;

const echoRoute: ApiRoute = {
  method: "POST",
  path: "/api/echo/{name}",
  handler: async (request, ctx) => Response.json({ name: ctx.params.name, site: ctx.site?.slug ?? null, body: await request.json() }),
};

const testBlocks = serverBlocksFrom(
  {
    Greeting: ({ props, data }: BlockComponentProps<{ name: string }, string>) => <p>{`Hello ${props.name} ${data}`}</p>,
    Throws: () => {
      throw new Error("render exploded");
    },
    FailsToLoad: () => <p>never shown</p>,
  },
  {
    Greeting: (props: { name: string }) => `(loaded for ${props.name})`,
    FailsToLoad: async () => {
      throw new Error("loader exploded");
    },
  },
);

let server: Server;
let base: string;

beforeAll(async () => {
  const handler = createRequestHandler({
    sites: [site],
    services: {} as Services,
    manifest: loadAssetManifest("/nonexistent"),
    blocks: testBlocks,
    staticFiles: loadStaticFiles("/nonexistent"),
    apiRoutes: [echoRoute],
    sessionSecret: "secret",
    bodyLimit: 1024,
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, host: string, headers: Record<string, string> = {}) => request(base, path, { host, headers });

describe("request handler", () => {
  it("answers /healthz on any host", async () => {
    const response = await get("/healthz", "anything.example");
    expect(response.status).toBe(200);
  });

  it("renders a site page chosen by the Host header, with title, description, canonical and theme", async () => {
    const response = await get("/finance", "testmotors.com.au");
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain("<title>Finance | Test Motors</title>");
    expect(html).toContain('<meta name="description" content="Finance | Test Motors page">');
    expect(html).toContain('<link rel="canonical" href="https://testmotors.com.au/finance">');
    expect(html).toContain("--color-primary:#123456");
    expect(html).toContain('<main id="main"');
  });

  it("gives one canonical URL per page, on the site's primary domain, whichever host served it", async () => {
    for (const host of ["testmotors.com.au", "www.testmotors.com.au", "test-motors.localhost:3000"]) {
      expect((await get("/finance?utm_source=mail", host)).text, host).toContain('<link rel="canonical" href="https://testmotors.com.au/finance">');
    }
  });

  it("maps {slug}.localhost to the site", async () => {
    const html = (await get("/", "test-motors.localhost:3000")).text;
    expect(html).toContain("<title>Home | Test Motors</title>");
  });

  it("serves the site's 404 page with status 404", async () => {
    const response = await get("/no/such/page", "test-motors.localhost");
    expect(response.status).toBe(404);
    expect(response.text).toContain("<title>Page not found | Test Motors</title>");
  });

  it("lists the sites on an unknown host, never a 5xx", async () => {
    const response = await get("/", "unknown.example");
    expect(response.status).toBe(200);
    expect(response.text).toContain('href="http://test-motors.localhost/"');
  });

  it("redirects a signed-out visitor of a gated page to /sign-in", async () => {
    const response = await get("/my-garage", "test-motors.localhost", { referer: "http://test-motors.localhost/finance" });
    expect(response.status).toBe(302);
    const location = new URL(String(response.headers.location), base);
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("type")).toBe("my-garage");
    expect(location.searchParams.get("redirect")).toBe("/my-garage");
    expect(location.searchParams.get("back")).toBe("/finance");
  });

  it("shows a gated page to a signed-in visitor", async () => {
    const cookie = `${SESSION_COOKIE}=${sessionCookieValue({ id: "u1" }, "secret")}`;
    const response = await get("/my-garage", "test-motors.localhost", { cookie });
    expect(response.status).toBe(200);
  });

  it("renders a contained fallback for an unknown block and keeps the page", async () => {
    const response = await get("/broken", "test-motors.localhost");
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain('data-block-failed="NoSuchBlock"');
    expect(html).toContain("<title>Broken</title>");
  });

  it("contains a throwing block or loader to its own fallback and logs site, route and block", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await get("/failing", "test-motors.localhost");
    const logged = log.mock.calls.map((call) => String(call[0])).join("\n");
    log.mockRestore();
    expect(response.status).toBe(200);
    expect(response.text).toContain("Hello first (loaded for first)");
    expect(response.text).toContain("Hello last (loaded for last)");
    expect(response.text).toContain('data-block-failed="Throws"');
    expect(response.text).toContain('data-block-failed="FailsToLoad"');
    expect(response.text).not.toContain("never shown");
    expect(logged).toContain("site=test-motors route=/failing block=FailsToLoad#no-data");
    expect(logged).toContain("site=test-motors route=/failing block=Throws");
  });

  it("returns the page payload for client navigation", async () => {
    const response = await get("/__forecourt/page?path=%2Ffinance%3Fa%3D1", "test-motors.localhost");
    const payload = response.json();
    expect(payload).toMatchObject({ status: 200, pageId: "finance", path: "/finance?a=1", meta: { title: "Finance | Test Motors" } });
  });

  it("sends a client navigation to a gated page back to the page the shopper left, not the Referer", async () => {
    const payload = async (query: string) =>
      (await request(base, `/__forecourt/page?path=%2Fmy-garage&${query}`, {
        host: "test-motors.localhost",
        headers: { referer: "http://test-motors.localhost/my-garage" },
      })).json();
    expect((await payload("from=%2Ffinance%3Fa%3D1")).redirect).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Ffinance%3Fa%3D1");
    expect((await payload("from=%2F%2Fevil.example%2Fx")).redirect).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage");
  });

  it("routes API calls with parameters, the site and the body", async () => {
    const response = await request(base, "/api/echo/bob", {
      method: "POST",
      host: "test-motors.localhost",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ a: 1 }),
    });
    expect(response.json()).toEqual({ name: "bob", site: "test-motors", body: { a: 1 } });
  });

  it("refuses oversized API bodies with 413 and wrong methods with 405", async () => {
    const big = await request(base, "/api/echo/bob", { method: "POST", host: "test-motors.localhost", body: "x".repeat(2048) });
    expect(big.status).toBe(413);
    const wrong = await get("/api/echo/bob", "test-motors.localhost");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("POST");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await get("/api/nothing", "test-motors.localhost");
    expect(response.status).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });
});
