import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { vehicleRoutes } from "./vehicle-routes.ts";
import { diskPhotoStore } from "../stock/photos/disk-photo-store.ts";
import { ingestPhoto } from "../stock/photos/ingest-photo.ts";
import { carPhotoImage } from "../stock/photos/photo-urls.ts";
import { jpegPhoto } from "../../tests/kit/stock/photo-server.ts";
import { createViewRoute } from "./api/view-route.ts";
import { apiCaller } from "../../tests/kit/vehicle/test-api.ts";
import { testServices } from "../../tests/kit/vehicle/test-services.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";

const car = testCar({ id: 1, price: 27000, km: 40000, views: 12 });
const peers = [26000, 28000, 29000, 30000, 31000, 32000].map((price, i) =>
  testCar({ id: i + 2, slug: `peer-${i}`, price, km: 40000, dealership_id: 555 }),
);
const photosDir = mkdtempSync(join(tmpdir(), "vehicle-photos-"));
const photos = diskPhotoStore(photosDir);
let services: Awaited<ReturnType<typeof testServices>>;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  const stored = await ingestPhoto(await jpegPhoto(1200, 800), photos);
  if (!stored.ok) throw new Error(stored.message);
  const photographed = testCar({ id: 60, slug: "photographed", make: "Mazda", model: "CX-5", images: [carPhotoImage(60, stored.photo)] });
  services = await testServices([car, ...peers, testCar({ id: 50, slug: "hidden", show_on_dealer_website: false }), photographed]);
  call = apiCaller(vehicleRoutes(photos), services);
});
afterAll(() => services.close());

describe("GET /api/cars/{slug}/autogauge", () => {
  it("compares the car with comparable listings across the platform", async () => {
    const response = await call("GET", `/api/cars/${car.slug}/autogauge`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ fill: 1, listing_price: 27000, market_range_min: 27000, market_range_max: 31500, confidence: 0.55 });
    expect(typeof body.description).toBe("string");
  });

  it("answers 404 for cars the site does not show", async () => {
    expect((await call("GET", "/api/cars/peer-0/autogauge")).status).toBe(404);
    expect((await call("GET", "/api/cars/hidden/autogauge")).status).toBe(404);
  });
});

describe("GET /api/cars/{slug}/view.json", () => {
  it("counts a view on top of the feed's figure and returns the car fields", async () => {
    const first = await (await call("GET", `/api/cars/${car.slug}/view.json?photos_count=5&website_id=harbour-motors`)).json();
    const second = await (await call("GET", `/api/cars/${car.slug}/view.json`, undefined, { ip: "198.51.100.2" })).json();
    expect(first).toEqual({ views: 13, car_fields: { photos_count: car.photos_count, updated_at: car.updated_at } });
    expect(second.views).toBe(14);
  });

  it("counts one view per visitor per car per day, and limits each address", async () => {
    let now = Date.parse("2026-11-27T09:00:00Z");
    const view = apiCaller([createViewRoute(() => new Date(now))], services);
    const views = async (ip: string, userAgent = "Shopper/1") =>
      (await (await view("GET", `/api/cars/${car.slug}/view.json`, undefined, { ip, headers: { "user-agent": userAgent } })).json()).views;
    const baseline = await views("203.0.113.1");
    expect(await views("203.0.113.1")).toBe(baseline);
    expect(await views("203.0.113.1", "Other/2")).toBe(baseline + 1);
    expect(await views("203.0.113.2")).toBe(baseline + 2);
    now += 24 * 3600_000;
    expect(await views("203.0.113.1")).toBe(baseline + 3);
    const statuses = [];
    // A minute's worth from one address is answered; the next is refused until it refills.
    for (let i = 0; i < 60; i++) statuses.push((await view("GET", `/api/cars/${car.slug}/view.json`, undefined, { ip: "203.0.113.3" })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await view("GET", `/api/cars/${car.slug}/view.json`, undefined, { ip: "203.0.113.3" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await view("GET", `/api/cars/${car.slug}/view.json`, undefined, { ip: "203.0.113.4" })).status).toBe(200);
  });
});

describe("POST /api/cars/reveal-phone", () => {
  const body = { car_id: car.id, dealership_id: car.dealership_id, website_id: "harbour-motors" };

  it("records a reveal", async () => {
    const response = await call("POST", "/api/cars/reveal-phone", body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revealed: true, reveals: 1 });
  });

  it("refuses a cross-site request whatever its content type", async () => {
    const text = { "content-type": "text/plain" };
    const refused = await call("POST", "/api/cars/reveal-phone", body, { headers: { ...text, origin: "https://evil.example" } });
    expect(refused.status).toBe(403);
    const fetched = await call("POST", "/api/cars/reveal-phone", body, { headers: { ...text, "sec-fetch-site": "cross-site" } });
    expect(fetched.status).toBe(403);
    const own = await call("POST", "/api/cars/reveal-phone", body, { headers: { origin: "https://harbourmotors.com.au" } });
    expect(await own.json()).toEqual({ revealed: true, reveals: 2 });
  });

  it("answers 400 naming the bad field", async () => {
    for (const [field, value] of [["car_id", "1"], ["dealership_id", null], ["website_id", ""]] as const) {
      const response = await call("POST", "/api/cars/reveal-phone", { ...body, [field]: value });
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
    expect((await call("POST", "/api/cars/reveal-phone", "{not json")).status).toBe(400);
    expect((await call("POST", "/api/cars/reveal-phone", { ...body, website_id: "elsewhere" })).status).toBe(400);
  });

  it("answers 404 for another dealer's car", async () => {
    expect((await call("POST", "/api/cars/reveal-phone", { ...body, car_id: 2 })).status).toBe(404);
    expect((await call("POST", "/api/cars/reveal-phone", { ...body, dealership_id: 555 })).status).toBe(404);
  });
});

describe("GET /api/cars/{slug}/delivery-estimate", () => {
  const path = `/api/cars/${car.slug}/delivery-estimate`;

  it("estimates price and region name for a valid postcode", async () => {
    const body = await (await call("GET", `${path}?postcode=3000`)).json();
    expect(body.estimate).toEqual({ price: 900, name: "Regional" });
  });

  it("says why there is no estimate beyond the rate bands", async () => {
    const body = await (await call("GET", `${path}?postcode=6000`)).json();
    expect(body.estimate).toBeNull();
    expect(body.message).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });

  it("answers 400 for an empty or unknown postcode", async () => {
    const empty = await call("GET", `${path}?postcode=`);
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Please enter a postcode");
    const unknown = await call("GET", `${path}?postcode=0001`);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe("Invalid postcode");
  });
});

describe("GET /api/cars/{slug}/pdf", () => {
  it("downloads a real PDF named {slug}.pdf", async () => {
    const response = await call("GET", `/api/cars/${car.slug}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${car.slug}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.toString("latin1")).not.toContain("/Subtype /Image");
  });

  it("shows the car's first stored photo, its JPEG (issue 19 §2: the PDF uses a suitable size)", async () => {
    const response = await call("GET", "/api/cars/photographed/pdf");
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer()).toString("latin1");
    expect(pdf).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 1200[\s\S]*?\/Filter \/DCTDecode|\/Filter \/DCTDecode[\s\S]*?\/Width 1200/);
  });
});

describe("GET /api/cars/{slug}/similar", () => {
  it("answers up to 6 in-stock cars of this site near the price, never the car itself", async () => {
    const own = [26000, 27500, 28000, 29000, 30000, 31000, 32000, 33000].map((price, i) =>
      testCar({ id: 100 + i, slug: `own-${i}`, price, model: i < 2 ? "Corolla" : "Camry" }),
    );
    const far = testCar({ id: 200, slug: "far", price: 90000 });
    const sold = testCar({ id: 201, slug: "sold", status: "sold", sold: true });
    const local = await testServices([car, ...own, far, sold, ...peers]);
    try {
      const response = await apiCaller(vehicleRoutes(photos), local)("GET", `/api/cars/${car.slug}/similar`);
      expect(response.status).toBe(200);
      const { hits } = await response.json();
      expect(hits).toHaveLength(6);
      expect(hits.slice(0, 2).map((hit: { id: number }) => hit.id)).toEqual(expect.arrayContaining([100, 101]));
      const ids = hits.map((hit: { id: number }) => hit.id);
      for (const excluded of [car.id, 200, 201, ...peers.map((p) => p.id)]) expect(ids).not.toContain(excluded);
      expect(hits[0]).toMatchObject({ path: expect.stringMatching(/^\/cars\//), price: { kind: "price" } });
    } finally {
      await local.close();
    }
  });
});
