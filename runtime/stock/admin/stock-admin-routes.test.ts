import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../../../tests/kit/http.ts";
import { DMS_HEADER, dmsRow } from "../../../tests/kit/stock-feed-fixtures.ts";
import { forEachBackend } from "../../../tests/kit/backends.ts";
import { createApp } from "../../server/app.ts";
import { loadPageAssets } from "../../server/asset-manifest.ts";
import { serverBlocksFrom } from "../../server/block-modules.ts";
import { loadSites } from "../../site/load-sites.ts";
import type { Services, Site } from "../../types/index.ts";
import type { StockChange } from "../../types/services.ts";
import { createStockRepository } from "../stock-repository.ts";
import { createApiToken, revokeApiToken } from "./api-tokens.ts";
import { stockAdminRoutes } from "./stock-admin-routes.ts";
import { diskPhotoStore } from "../photos/disk-photo-store.ts";
import { carPhotoRoutes } from "../../vehicle/car-photo-routes.ts";

const HARBOUR = "harbour-motors";
const OTHER = "reliable-used-cars";
const HOST = `${HARBOUR}.localhost`;
const csv = (...rows: string[]) => [DMS_HEADER, ...rows].join("\n");

forEachBackend((backend) => {
  describe("the stock admin API", () => {
    let app: FastifyInstance;
    let base: string;
    let services: Services;
    let token: string;
    let otherToken: string;
    const changes: StockChange[] = [];
    const photosDir = mkdtempSync(join(tmpdir(), "admin-photos-"));

    beforeAll(async () => {
      const { sites } = await loadSites({ sitesDir: "sites", files: [`sites/${HARBOUR}.json`, `sites/${OTHER}.json`] });
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      stock.onChange((change) => changes.push(change));
      services = { db, stock, search: {} as Services["search"], notifier: {} as Services["notifier"], payments: {} as Services["payments"], content: {} as Services["content"] };
      token = (await createApiToken(db, HARBOUR, "dms")).token;
      otherToken = (await createApiToken(db, OTHER, "dms")).token;
      app = await createApp(
        { sites: sites.map((entry) => entry.site as Site), services, assets: loadPageAssets("/nonexistent"), blocks: serverBlocksFrom({}, {}), apiRoutes: [...stockAdminRoutes({ store: diskPhotoStore(photosDir), folders: photosDir }), ...carPhotoRoutes(diskPhotoStore(photosDir))], sessionSecret: "" },
        { clientDir: "/nonexistent", bodyLimit: 4096, trustProxy: false, rateLimitPerMinute: 10_000, shedEventLoopUtilization: 0, shedEventLoopDelayMs: 0 },
      );
      await app.listen({ port: 0, host: "127.0.0.1" });
      base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    }, 120_000);
    afterAll(() => app?.close());

    const put = (body: string, options: { token?: string | null; type?: string; query?: string; slug?: string } = {}) =>
      request(base, `/api/admin/sites/${options.slug ?? HARBOUR}/stock${options.query ?? ""}`, {
        host: HOST,
        method: "PUT",
        headers: { "content-type": options.type ?? "text/csv", ...(options.token === null ? {} : { authorization: `Bearer ${options.token ?? token}` }) },
        body,
      });
    const patch = (stocknum: string, body: unknown, type = "application/json") =>
      request(base, `/api/admin/sites/${HARBOUR}/cars/${stocknum}`, { host: HOST, method: "PATCH", headers: { "content-type": type, authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

    it("imports a full CSV feed with the site's token and answers its report; the same feed again changes nothing", async () => {
      const first = await put(csv(dmsRow("H1"), dmsRow("H2")));
      expect(first.status).toBe(200);
      expect(first.json()).toMatchObject({ site: HARBOUR, source: "api:put", outcome: "applied", counts: { added: 2, rejected: 0 } });
      const again = await put(csv(dmsRow("H1"), dmsRow("H2")));
      expect(again.json().counts).toEqual({ added: 0, updated: 0, sold: 0, unchanged: 2, rejected: 0 });
      expect(changes.at(-1)!.upserted.map((car) => car.stocknum)).toEqual(["H1", "H2"]);
    });

    it("refuses a missing, malformed, unknown or revoked token with 401, another site's with 403, another host's site with 404", async () => {
      const feed = csv(dmsRow("H1"));
      expect((await put(feed, { token: null })).json()).toEqual({ message: "A valid API token is required (Authorization: Bearer <token>)", status: 401 });
      expect((await put(feed, { token: "not a token" })).status).toBe(401);
      expect((await put(feed, { token: `fct_${"x".repeat(43)}` })).status).toBe(401);
      const revoked = await createApiToken(services.db, HARBOUR, "old");
      await revokeApiToken(services.db, HARBOUR, revoked.id);
      expect((await put(feed, { token: revoked.token })).status).toBe(401);
      expect((await put(feed, { token: otherToken })).json()).toEqual({ message: `This token is not for site ${HARBOUR}`, status: 403 });
      expect((await put(feed, { token: otherToken, slug: OTHER })).json()).toEqual({ message: `No site ${OTHER} on this host`, status: 404 });
      expect(await services.stock.count()).toBe(2);
    });

    it("answers a malformed feed with 400 and every problem, changing nothing; accept_valid applies its valid rows", async () => {
      const feed = `${DMS_HEADER},Extra\n${dmsRow("H3")},x\nH4,"bad"quote\n${dmsRow("H1")},y\n${dmsRow("H2")},z\n`;
      const rejected = await put(feed);
      expect(rejected.status).toBe(400);
      const body = rejected.json();
      expect(body.message).toBe("The feed has 3 problem(s): nothing changed");
      expect(body.report.problems.map((p: { where: string; field: string }) => `${p.where} ${p.field}`)).toEqual(["line 1 Extra", "line 3 ", "file "]);
      expect(await services.stock.count()).toBe(2);
      const accepted = await put(feed, { query: "?accept_valid=1" });
      expect(accepted.status).toBe(200);
      expect(accepted.json().counts).toMatchObject({ added: 1, unchanged: 2, rejected: 1, sold: 0 });
    });

    it("refuses a body it does not read: another content type (415), one over the feed limit (413)", async () => {
      expect((await put("<xml/>", { type: "application/xml" })).status).toBe(415);
      const status = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(new URL(base).port), "127.0.0.1", () => {
          socket.write(`PUT /api/admin/sites/${HARBOUR}/stock HTTP/1.1\r\nHost: ${HOST}\r\nAuthorization: Bearer ${token}\r\nContent-Type: text/csv\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`);
        });
        socket.on("data", (chunk) => {
          resolve(chunk.toString().split("\r\n")[0]!);
          socket.destroy();
        });
        socket.on("error", reject);
      });
      expect(status).toBe("HTTP/1.1 413 Payload Too Large");
      // Other routes keep the server's own limit.
      expect((await patch("H1", { price: 1, images: Array.from({ length: 100 }, () => ({ url: "x".repeat(100) })) })).status).toBe(413);
    });

    it("refuses a wrong token before reading the body: a huge declared feed that never comes is answered 401 at once", async () => {
      for (const [authorization, expected] of [["Bearer wrong-token", "HTTP/1.1 401 Unauthorized"], [`Bearer ${otherToken}`, "HTTP/1.1 403 Forbidden"]] as const) {
        const status = await new Promise<string>((resolve, reject) => {
          const socket = connect(Number(new URL(base).port), "127.0.0.1", () => {
            socket.write(`PUT /api/admin/sites/${HARBOUR}/stock HTTP/1.1\r\nHost: ${HOST}\r\nAuthorization: ${authorization}\r\nContent-Type: text/csv\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n`);
          });
          socket.on("data", (chunk) => {
            resolve(chunk.toString().split("\r\n")[0]!);
            socket.destroy();
          });
          socket.on("error", reject);
        });
        expect(status).toBe(expected);
      }
    });

    const upload = async (stocknum: string, files: File[], options: { token?: string } = {}) => {
      const form = new FormData();
      for (const file of files) form.append("photo", file);
      const encoded = new Request("http://upload/", { method: "POST", body: form });
      return request(base, `/api/admin/sites/${HARBOUR}/cars/${stocknum}/photos`, {
        host: HOST,
        method: "POST",
        headers: { "content-type": encoded.headers.get("content-type")!, authorization: `Bearer ${options.token ?? token}` },
        body: new Uint8Array(await encoded.arrayBuffer()),
      });
    };

    it("takes uploaded photos into a car's images, names a bad one, and serves the variants only where the car is listed", async () => {
      const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#1060c0" } }).jpeg().toBuffer();
      const answer = await upload("H1", [new File([new Uint8Array(jpeg)], "front.jpg"), new File(["not a photo"], "notes.jpg")]);
      expect(answer.status).toBe(200);
      expect(answer.json().problems).toEqual([{ file: "notes.jpg", message: "the file is not an image" }]);
      const car = answer.json().car;
      const added = car.images.at(-1);
      expect(added).toMatchObject({ url: expect.stringMatching(new RegExp(`^/media/cars/${car.id}/photos/[0-9a-f]{64}/fallback\\.jpg$`)), width: 1600, height: 1000, isVideo: false });
      expect(car.photos_count).toBe(car.images.length);

      const again = await upload("H1", [new File([new Uint8Array(jpeg)], "front-again.jpg")]);
      expect(again.json().car.images).toHaveLength(car.images.length);

      const variant = added.url.replace("fallback.jpg", "w640.avif");
      const served = await request(base, variant, { host: HOST });
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe("image/avif");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await sharp(served.bytes).metadata()).width).toBe(640);
      expect((await request(base, added.url, { host: `${OTHER}.localhost` })).status).toBe(404);
      expect((await request(base, added.url.replace(`/cars/${car.id}/`, `/cars/${car.id + 1}/`), { host: HOST })).status).toBe(404);

      expect((await upload("H1", [new File(["text"], "a.jpg")])).json()).toMatchObject({ status: 400, problems: [{ file: "a.jpg" }] });
      expect((await upload("H1", [new File([new Uint8Array(jpeg)], "b.jpg")], { token: "wrong" })).status).toBe(401);
      expect((await upload("NOPE", [new File([new Uint8Array(jpeg)], "b.jpg")])).status).toBe(404);
      const tooMany = Array.from({ length: 21 }, (_, i) => new File([new Uint8Array(jpeg)], `${i}.jpg`));
      expect((await upload("H1", tooMany)).json()).toEqual({ message: "reach files limit", status: 413 });
    });

    it("patches one car's status and price; sold, it gets its sale time, and every problem is a 400", async () => {
      const sold = await patch("H1", { status: "sold", price: 18990 });
      expect(sold.status).toBe(200);
      expect(sold.json().car).toMatchObject({ stocknum: "H1", status: "sold", sold: true, price: 18990 });
      expect(sold.json().car.sold_at).toEqual(expect.any(String));
      expect(sold.json().report).toMatchObject({ source: "api:patch", counts: { sold: 1 } });
      const back = await patch("H1", { status: "in_stock" });
      expect(back.json().car).toMatchObject({ status: "in_stock", sold: false, sold_at: null });
      expect((await patch("H1", { price: -5 })).json()).toMatchObject({ status: 400, report: { problems: [{ where: "body", field: "/price" }] } });
      expect((await patch("H1", { make: "Ford" })).json()).toEqual({ message: "Only status, price, before_price, offer_price, reserved, images can be patched (not make)", status: 400 });
      expect((await patch("NOPE", { price: 1 })).status).toBe(404);
      expect((await patch("H1", { price: 1 }, "text/plain")).status).toBe(415);
    });
  });
});
