import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { lazy, type ReactElement } from "react";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiRoute, LoaderContext, Services, Site } from "../types/index.ts";
import { createApp } from "./app.ts";
import { loadPageAssets } from "./asset-manifest.ts";
import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import type { Tables } from "../storage/tables.ts";
import { NodeSqliteDialect } from "../storage/node-sqlite-dialect.ts";
import { migrateToLatest } from "../storage/migrate.ts";
import { signedIn } from "../../tests/kit/accounts/signed-in.ts";
import { request } from "../../tests/kit/http.ts";
import { serverBlocksFrom } from "./block-modules.ts";
import type { BlockComponentProps } from "../types/index.ts";
import { memoryStock } from "../../tests/kit/stock-fixtures.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { loadLeadFormData } from "../leads/load-lead-form-data.ts";
import type { LeadFormData } from "../forms/ui/lead-form-block.tsx";
import { FORM_POST, formPostKey } from "../forms/form-post-fields.ts";

let countedRenders = 0;
let formRenders = 0;
let lateRenders = 0;
function LoadedLate(): ReactElement {
  lateRenders += 1;
  return <p>Loaded late</p>;
}
const page = (title: string, extra: Record<string, unknown> = {}) => ({ title, description: `${title} page`, gate: null, layout: true, blocks: [], ...extra });

const site = {
  slug: "test-motors",
  name: "Test Motors",
  domains: ["testmotors.com.au", "www.testmotors.com.au"],
  logo: { url: "/media/logos/test-motors.svg", alt: "Test Motors", width: 120, height: 40 },
  address: { street: "1 Test Street", city: "Brisbane", state: "QLD", postcode: "4000" },
  phone: "07 3000 0000",
  locations: [],
  theme: { colors: { primary: "#123456" }, fonts: {}, radius: "4px" },
  layout: { before: [], after: [] },
  maps: { tile_url: null, attribution: "", zoom: 15 },
  search: { host: null },
  security: { frame_ancestors: ["https://partner.example.com.au"], script_origins: [], connect_origins: [], image_origins: [] },
  analytics: { tag_manager_id: null, ga4_measurement_id: null, meta_pixel_id: null, consent_banner: false, consent_text: "" },
  payments: { provider: "test" },
  routes: { "/car": "car", "/": "home", "/finance": "finance", "/car-finance": "finance", "/my-garage": "garage", "/broken": "broken", "/failing": "failing", "/thanks": "thanks", "/form": "form", "/counted": "counted", "/late": "late", "/enquire": "enquire" },
  pages: {
    home: page("Home | Test Motors"),
    car: page("Car", { blocks: [{ type: "CarPrice" }] }),
    finance: page("Finance | Test Motors"),
    garage: page("My Garage", { gate: "my-garage" }),
    thanks: page("Thank You", { noindex: true }),
    broken: page("Broken", { blocks: [{ type: "NoSuchBlock", props: {} }] }),
    failing: page("Failing", {
      blocks: [
        { type: "Greeting", props: { name: "first" } },
        { type: "Throws", id: "throws-on-render" },
        { type: "FailsToLoad", id: "no-data" },
        { type: "Greeting", props: { name: "last" } },
      ],
    }),
    counted: page("Counted", { blocks: [{ type: "Counted" }] }),
    late: page("Late", { blocks: [{ type: "LateCode" }] }),
    enquire: page("Enquire", { blocks: [{ type: "Enquiry", id: "enquiry" }, { type: "Enquiry", id: "call-back" }] }),
    form: page("Form", { blocks: [{ type: "Greeting", props: { name: "form" } }, { type: "RedirectsForm" }] }),
    "not-found": page("Page not found | Test Motors"),
  },
} as unknown as Site;

/** A site whose tags wait for the shopper's consent: its pages carry the banner until the consent cookie answers. */
const askingSite = {
  ...site,
  slug: "asking-motors",
  domains: ["askingmotors.com.au"],
  analytics: { tag_manager_id: "GTM-TEST1", ga4_measurement_id: null, meta_pixel_id: null, consent_banner: true, consent_text: "We use cookies." },
} as Site;

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
    RedirectsForm: () => <p>never shown</p>,
    CarPrice: ({ data }: BlockComponentProps<unknown, number>) => <p>{`Drive away $${data}`}</p>,
    // A block whose code is still loading when the page is first rendered, as a lazily loaded block's is.
    LateCode: lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => setTimeout(() => resolve({ default: LoadedLate }), 20))),
    Counted: ({ data }: BlockComponentProps<unknown, number>) => {
      countedRenders += 1;
      return <p>{`Price $${data}`}</p>;
    },
    // The lead form's no-JavaScript post fields, as LeadFormBlock writes them.
    Enquiry: ({ data, blockId }: BlockComponentProps<unknown, LeadFormData>) => {
      formRenders += 1;
      return (
        <form method="post" action="/api/leads/form">
          <input type="hidden" name={FORM_POST.key} value={formPostKey(data.postKey, blockId)} />
        </form>
      );
    },
  },
  {
    Greeting: (props: { name: string }) => `(loaded for ${props.name})`,
    FailsToLoad: async () => {
      throw new Error("loader exploded");
    },
    // A plain form's fields sent on to the URL they mean (as the results page does with its range boxes).
    RedirectsForm: (_props: unknown, ctx: LoaderContext) => {
      const min = ctx.url.searchParams.get("min");
      if (min !== null) ctx.redirect(`/finance?range=${min}:`);
      return null;
    },
    CarPrice: async (_props: unknown, ctx: LoaderContext) => (await ctx.services.stock.getBySlug(shownCar.slug))!.price,
    Counted: async (_props: unknown, ctx: LoaderContext) => (await ctx.services.stock.getBySlug(shownCar.slug))!.price,
    Enquiry: (_props: unknown, ctx: LoaderContext) => loadLeadFormData(ctx, { car: "none" }),
  },
);

const shownCar = testCar({ slug: "shown-car", price: 27990 });
const stock = memoryStock([shownCar]);
const SECRET = "a-session-secret-of-32-bytes-or-more";
let app: FastifyInstance;
let base: string;
const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect(new DatabaseSync(":memory:")) });

beforeAll(async () => {
  await migrateToLatest(db);
  app = await createApp(
    { sites: [site, askingSite], services: { db, stock } as Services, assets: loadPageAssets("/nonexistent"), blocks: testBlocks, apiRoutes: [echoRoute], sessionSecret: SECRET },
    { clientDir: "/nonexistent", bodyLimit: 1024, trustProxy: false, rateLimitPerMinute: 10_000, shedEventLoopUtilization: 0, shedEventLoopDelayMs: 0 },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

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
    // The first frame waits for the page's content, so nothing painted half-parsed moves afterwards.
    expect(html).toContain('<link rel="expect" href="#main" blocking="render">');
  });

  it("compresses a page by what the browser accepts, and lets Back restore it (revalidated, never no-store)", async () => {
    const plain = await get("/finance", "test-motors.localhost");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("private, no-cache");
    const brotli = await get("/finance", "test-motors.localhost", { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.bytes).toString()).toContain("<title>Finance | Test Motors</title>");
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
    const gzip = await get("/finance", "test-motors.localhost", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString()).toContain("<title>Finance | Test Motors</title>");
  });

  it("answers a revalidation of an unchanged page with 304: no body, and no policy to replace the one its nonce needs", async () => {
    const first = await get("/car", "test-motors.localhost", { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get("/car", "test-motors.localhost", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("private, no-cache");
    expect(again.headers["content-security-policy"]).toBeUndefined();
    // Another tag, or one among several, as a browser with other copies sends them.
    expect((await get("/car", "test-motors.localhost", { "if-none-match": 'W/"other"' })).status).toBe(200);
    expect((await get("/car", "test-motors.localhost", { "if-none-match": `W/"other", ${etag}` })).status).toBe(304);
  });

  it("changes a page's ETag when what it shows changes: the car's price, or the shopper signing in", async () => {
    const before = await get("/car", "test-motors.localhost");
    const etag = String(before.headers.etag);
    expect(before.text).toContain("Drive away $27990");

    const { cookie } = await signedIn(db, site.slug, SECRET, "0412000111");
    const signedInPage = await get("/car", "test-motors.localhost", { cookie, "if-none-match": etag });
    expect(signedInPage.status).toBe(200);
    expect(signedInPage.headers.etag).not.toBe(etag);

    await stock.upsert([{ ...shownCar, price: 25990 }]);
    const after = await get("/car", "test-motors.localhost", { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.text).toContain("Drive away $25990");
    expect(after.headers.etag).not.toBe(etag);
    expect(after.headers["content-security-policy"]).toContain("'nonce-");
  });

  it("renders a page asked for again only once, sending it each time with that answer's own nonce", async () => {
    const nonceOf = (response: { headers: Record<string, unknown> }) => /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))![1];
    const before = countedRenders;
    const first = await get("/counted", "test-motors.localhost");
    const second = await get("/counted", "test-motors.localhost");
    expect(countedRenders - before).toBe(1);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.text).not.toContain(nonceOf(first));
    expect(second.text).toContain(`<script nonce="${nonceOf(second)}">`);
    const rendered = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="fc-data"'));
    expect(rendered(second.text)).toContain("<p>Price $");
    expect(rendered(second.text)).toBe(rendered(first.text));

    // What the page shows changed, so its validator did: it is rendered again, never served from before.
    const { price } = (await stock.getBySlug(shownCar.slug))!;
    await stock.upsert([{ ...shownCar, price: price + 1000 }]);
    const changed = await get("/counted", "test-motors.localhost");
    expect(countedRenders - before).toBe(2);
    expect(changed.text).toContain(`Price $${price + 1000}`);
  });

  it("sends a page kept with React's own scripts under each answer's nonce, never an earlier answer's", async () => {
    const before = lateRenders;
    for (let view = 0; view < 3; view++) {
      const response = await get("/late", "test-motors.localhost");
      expect(response.text, `view ${view}`).toContain("Loaded late");
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))![1];
      const written = [...response.text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(written.length, `view ${view}`).toBeGreaterThan(0);
      expect(new Set(written), `view ${view}`).toEqual(new Set([nonce]));
    }
    // Rendered once, with the script React finishes a late block with; the later views are that page.
    expect(lateRenders - before).toBe(1);
  });

  it("gives each view of a page with forms keys of its own, in its HTML and its page data, from one rendering", async () => {
    const keysIn = (html: string) => [...html.matchAll(/name="_key" value="([^"]+)"/g)].map((match) => match[1]!);
    const dataKeysIn = (html: string) => {
      const data = JSON.parse(/<script id="fc-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
      const blocks = data.state.queries[0].state.data.blocks as { id: string; data: LeadFormData }[];
      return blocks.map((block) => formPostKey(block.data.postKey, block.id));
    };
    const before = formRenders;
    const first = await get("/enquire", "test-motors.localhost");
    const second = await get("/enquire", "test-motors.localhost");
    expect(second.headers.etag).toBe(first.headers.etag);
    // Each form's block rendered once: the second view is the kept body.
    expect(formRenders - before).toBe(2);
    const [firstKeys, secondKeys] = [keysIn(first.text), keysIn(second.text)];
    expect(firstKeys).toHaveLength(2);
    // Two forms of one view post different keys, and no key of one view is another's.
    expect(new Set([...firstKeys, ...secondKeys]).size).toBe(4);
    for (const key of [...firstKeys, ...secondKeys]) expect(key).toMatch(/^[A-Za-z0-9_-]{22}-(enquiry|call-back)$/);
    // The hydrated forms post what the HTML forms do.
    expect(dataKeysIn(first.text)).toEqual(firstKeys);
    expect(dataKeysIn(second.text)).toEqual(secondKeys);

    const navigation = async () => (await get("/__forecourt/page?path=%2Fenquire", "test-motors.localhost")).json() as { blocks: { data: LeadFormData }[] };
    const [one, two] = [await navigation(), await navigation()];
    expect(one.blocks[0]!.data.postKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(two.blocks[0]!.data.postKey).not.toBe(one.blocks[0]!.data.postKey);
  });

  it("dates a kept page's data by its own answer, so the browser takes it as fresh and fetches it no sooner", async () => {
    const madeAt = (html: string) => {
      const data = JSON.parse(/<script id="fc-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
      const [query] = data.state.queries;
      return [query.dehydratedAt, query.state.dataUpdatedAt] as number[];
    };
    const first = await get("/counted", "test-motors.localhost");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const asked = Date.now();
    const again = await get("/counted", "test-motors.localhost");
    expect(again.headers.etag).toBe(first.headers.etag);
    for (const at of madeAt(again.text)) expect(at).toBeGreaterThanOrEqual(asked);
    for (const at of madeAt(first.text)) expect(at).toBeLessThan(asked);
  });

  it("writes the consent banner only without a consent cookie naming a choice, and keys the ETag on it", async () => {
    const host = "asking-motors.localhost";
    const banner = '<section class="fc-consent"';
    const unanswered = await get("/finance", host);
    expect(unanswered.text).toContain(banner);
    const junk = await get("/finance", host, { cookie: "fc_consent=maybe" });
    expect(junk.text).toContain(banner);
    expect(junk.headers.etag).toBe(unanswered.headers.etag);

    const etags = new Set([String(unanswered.headers.etag)]);
    for (const choice of ["granted", "denied"]) {
      const answered = await get("/finance", host, { cookie: `other=1; fc_consent=${choice}` });
      expect(answered.status, choice).toBe(200);
      expect(answered.text, choice).toContain("<title>Finance | Test Motors</title>");
      expect(answered.text, choice).not.toContain(banner);
      etags.add(String(answered.headers.etag));
      // The copy with the banner, kept from before the choice, is not confirmed as still current.
      const revalidated = await get("/finance", host, { cookie: `fc_consent=${choice}`, "if-none-match": String(unanswered.headers.etag) });
      expect(revalidated.status, choice).toBe(200);
      expect(revalidated.text, choice).not.toContain(banner);
      expect((await get("/finance", host, { cookie: `fc_consent=${choice}`, "if-none-match": String(answered.headers.etag) })).status, choice).toBe(304);
    }
    expect(etags.size).toBe(3);
    // And a copy without the banner is not kept once the cookie is gone.
    expect((await get("/finance", host, { "if-none-match": [...etags][1]! })).status).toBe(200);
  });

  it("sends a page that is not found whole, without a validator", async () => {
    const response = await get("/no/such/page", "test-motors.localhost");
    expect(response.status).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });

  it("gives one canonical URL per page, on the site's primary domain, whichever host served it", async () => {
    for (const host of ["testmotors.com.au", "www.testmotors.com.au", "test-motors.localhost:3000"]) {
      expect((await get("/finance?utm_source=mail", host)).text, host).toContain('<link rel="canonical" href="https://testmotors.com.au/finance">');
    }
  });

  it("names one canonical URL for a page shown at several routes: its first route", async () => {
    expect((await get("/car-finance", "testmotors.com.au")).text).toContain('<link rel="canonical" href="https://testmotors.com.au/finance">');
  });

  it("names the dealer in every title and gives every page share preview tags", async () => {
    const { cookie } = await signedIn(db, site.slug, SECRET);
    const html = (await get("/my-garage", "test-motors.localhost", { cookie })).text;
    expect(html).toContain("<title>My Garage | Test Motors</title>");
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:title" content="My Garage | Test Motors">');
    expect(html).toContain('<meta property="og:url" content="https://testmotors.com.au/my-garage">');
    expect(html).toContain('<meta property="og:image" content="https://testmotors.com.au/media/logos/test-motors.svg">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('name="robots"');
  });

  it("keeps a page marked noindex out of search engines", async () => {
    expect((await get("/thanks", "test-motors.localhost")).text).toContain('<meta name="robots" content="noindex">');
  });

  it("describes the dealer as an AutoDealer on the home page only", async () => {
    const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    const home = jsonLd((await get("/", "test-motors.localhost")).text);
    expect(home).toEqual([expect.objectContaining({ "@type": "AutoDealer", name: "Test Motors", url: "https://testmotors.com.au/", telephone: "07 3000 0000" })]);
    expect(jsonLd((await get("/finance", "test-motors.localhost")).text)).toEqual([]);
  });

  it("sends every page with a nonce-based Content-Security-Policy and the security headers", async () => {
    const first = await get("/finance", "test-motors.localhost");
    const second = await get("/finance", "test-motors.localhost");
    const policy = String(first.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'self' https://partner.example.com.au");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(second.headers["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers["permissions-policy"]).toContain("camera=()");
    // Served over plain http (no trusted proxy says otherwise): no HSTS, which would pin a host to https.
    expect(first.headers["strict-transport-security"]).toBeUndefined();
  });

  it("refuses a malformed Host with 400, never a 5xx", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await get("/", "bad host with spaces");
    log.mockRestore();
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
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

  it("answers with the redirect a loader asks for, to the page and to client navigation", async () => {
    const response = await get("/form?min=5000", "test-motors.localhost");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/finance?range=5000:");
    const payload = (await get("/__forecourt/page?path=%2Fform%3Fmin%3D5000", "test-motors.localhost")).json();
    expect(payload.redirect).toBe("/finance?range=5000:");
    expect((await get("/form", "test-motors.localhost")).status).toBe(200);
  });

  it("shows a gated page to a signed-in visitor", async () => {
    const { cookie } = await signedIn(db, site.slug, SECRET);
    const response = await get("/my-garage", "test-motors.localhost", { cookie });
    expect(response.status).toBe(200);
  });

  it("renders a contained fallback for an unknown block and keeps the page", async () => {
    const response = await get("/broken", "test-motors.localhost");
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain('data-block-failed="NoSuchBlock"');
    expect(html).toContain("<title>Broken | Test Motors</title>");
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
