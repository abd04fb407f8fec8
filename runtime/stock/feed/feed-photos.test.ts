import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegPhoto, photoServer } from "../../../tests/kit/stock/photo-server.ts";
import { FIXED_NOW, sampleStockSite } from "../../../tests/kit/stock-fixtures.ts";
import { defaultFeed, DMS_HEADER, dmsRow } from "../../../tests/kit/stock-feed-fixtures.ts";
import { openDatabase } from "../../storage/open-database.ts";
import { diskPhotoStore } from "../photos/disk-photo-store.ts";
import { fetchPhoto } from "../photos/fetch-photo.ts";
import { createStockRepository } from "../stock-repository.ts";
import type { FeedPhotoOptions } from "./feed-photos.ts";
import { formatReport } from "./import-report.ts";
import { importStock, type ImportOptions } from "./import-stock.ts";

// Issue 19 §2: photos come with a feed (URLs or files beside it), go through the same pipeline, are not processed
// again when unchanged, and a broken photo never blocks its car: the car is listed with the photos that worked,
// and the import report names the rest.
const site = { slug: "harbour-motors", dealerships: [sampleStockSite.dealerships[0]!] };
const car = (stocknum: string, photos: unknown) => ({ stocknum, year: 2021, make: "Toyota", model: "Corolla", car_type: "used", price: 25_000, photos });
const jsonLines = (...cars: object[]) => Buffer.from(cars.map((entry) => JSON.stringify(entry)).join("\n"));

let server: Awaited<ReturnType<typeof photoServer>>;
beforeAll(async () => {
  server = await photoServer();
});
afterAll(() => server.close());

async function setup() {
  const dir = mkdtempSync(join(tmpdir(), "feed-photos-"));
  const folder = join(dir, "import");
  mkdirSync(join(folder, "A1"), { recursive: true });
  writeFileSync(join(folder, "A1", "side.jpg"), await jpegPhoto(640, 480, { r: 200, g: 200, b: 20 }));
  writeFileSync(join(folder, "notes.jpg"), "not a photo");
  writeFileSync(join(dir, "secret.jpg"), await jpegPhoto(320, 240));
  const { db } = await openDatabase({ dataDir: join(dir, "data"), databaseUrl: null });
  const stock = createStockRepository(db);
  const store = diskPhotoStore(join(dir, "photos"));
  // The fixture is on loopback, which the guard refuses (fetch-photo.test.ts): here it is fetched without it.
  const photos: FeedPhotoOptions = { store, folder, fetch: (url, previous) => fetchPhoto(url, { lookup: undefined, timeoutMs: 5000, maxBytes: 5_000_000, previous }) };
  const options = (overrides: Partial<ImportOptions> = {}): ImportOptions => ({ source: "file:feed.jsonl", feed: defaultFeed({ format: "json" }), acceptValid: false, now: FIXED_NOW, photos, ...overrides });
  return { dir, stock, store, options };
}

describe("photos named in a feed", () => {
  it("takes in URLs and files beside the feed as the car's images, in order; each that fails is reported and the car still listed", async () => {
    const { dir, stock, options } = await setup();
    const feed = jsonLines(
      car("A1", [server.url("/etag.jpg"), "A1/side.jpg", "../secret.jpg", "notes.jpg", server.url("/page.html"), server.url("/gone.jpg"), "http://10.0.0.1/x.jpg".replace("http", "ftp")]),
      car("A2", "front.jpg"),
    );
    const report = await importStock(stock, site, feed, options());
    expect(report.outcome).toBe("applied");
    expect(report.counts).toMatchObject({ added: 2, rejected: 0 });
    expect(report.photos).toEqual({
      added: 2,
      unchanged: 0,
      failed: [
        { where: "line 1", photo: "../secret.jpg", message: "refused: a photo file is named relative to the import folder, without .." },
        { where: "line 1", photo: "notes.jpg", message: "the file is not an image" },
        { where: "line 1", photo: server.url("/page.html"), message: "the URL is not a photo (content type text/html)" },
        { where: "line 1", photo: server.url("/gone.jpg"), message: "the photo's server answered 404" },
        { where: "line 1", photo: "ftp://10.0.0.1/x.jpg", message: "refused: ftp: is not http or https" },
        { where: "line 2", photo: "", message: "photos must be a list of photo URLs or file names" },
      ],
    });
    const [a1, a2] = await stock.all();
    expect(a1!.images).toHaveLength(2);
    expect(a1!.images.map((image) => image.source?.name)).toEqual([server.url("/etag.jpg"), "A1/side.jpg"]);
    expect(a1!.images[0]).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/media/cars/${a1!.id}/photos/[0-9a-f]{64}/fallback\\.jpg$`)),
      width: 800,
      height: 500,
      variants: { widths: [320, 640, 800], dominant: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      source: { etag: '"v1"', size: server.photo.byteLength },
    });
    expect(a1!.primary_image_url).toBe(a1!.images[0]!.url);
    expect(a1!.photos_count).toBe(2);
    expect(a2!.images).toEqual([]);
    expect(readdirSync(join(dir, "photos")).filter((name) => !name.startsWith("."))).toHaveLength(2);
    expect(formatReport(report)).toContain(`photos: added 2, unchanged 0, failed 6\n  line 1  ../secret.jpg  refused:`);
  });

  it("fetches and processes nothing again for the same feed: same ETag (304), same size, or the same file's bytes", async () => {
    const { stock, store, options } = await setup();
    let writes = 0;
    const counting = { read: store.read, write: (hash: string, files: Map<string, Uint8Array>) => ((writes += 1), store.write(hash, files)) };
    const feed = jsonLines(car("A1", [server.url("/etag.jpg"), server.url("/plain.jpg"), "A1/side.jpg"]));
    const photos = { ...options().photos!, store: counting };
    const first = await importStock(stock, site, feed, options({ photos }));
    // /etag.jpg and /plain.jpg are the same bytes: stored once, the second counted unchanged.
    expect(first.photos).toEqual({ added: 2, unchanged: 1, failed: [] });
    expect(writes).toBe(2);
    const sentBefore = server.sent();
    const second = await importStock(stock, site, feed, options({ photos }));
    expect(second.photos).toEqual({ added: 0, unchanged: 3, failed: [] });
    expect(second.counts).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
    // /etag.jpg answered 304; /plain.jpg, which has no ETag, started its answer, cut off once its length matched.
    expect(server.sent()).toBe(sentBefore + 1);
    expect(writes).toBe(2);
  });

  it("keeps the copy taken in before when a photo's server fails, and reports it", async () => {
    const { stock, options } = await setup();
    await importStock(stock, site, jsonLines(car("A1", [server.url("/moved.jpg")])), options());
    const [before] = await stock.all();
    const failing: FeedPhotoOptions = { ...options().photos!, fetch: async () => ({ ok: false, message: "the photo's server answered 503" }) };
    const report = await importStock(stock, site, jsonLines(car("A1", [server.url("/moved.jpg")])), options({ photos: failing }));
    expect(report.photos?.failed).toEqual([{ where: "line 1", photo: server.url("/moved.jpg"), message: "the photo's server answered 503 (the copy taken in before stays)" }]);
    expect((await stock.all())[0]!.images).toEqual(before!.images);
  });

  it("reads photos from a CSV column mapped to photos, split by the list separator", async () => {
    const { stock, options } = await setup();
    const feed = defaultFeed();
    const csvFeed = { ...feed, mapping: { ...feed.mapping, columns: { ...feed.mapping.columns, Photos: "photos" } } };
    const csv = Buffer.from([`${DMS_HEADER},Photos`, `${dmsRow("A1")},${server.url("/etag.jpg")}${feed.mapping.list_separator}A1/side.jpg`].join("\n"));
    const report = await importStock(stock, site, csv, options({ feed: csvFeed, source: "file:stock.csv" }));
    expect(report.photos).toEqual({ added: 2, unchanged: 0, failed: [] });
    expect((await stock.all())[0]!.images).toHaveLength(2);
  });
});
