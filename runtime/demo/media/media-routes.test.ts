import { describe, expect, it } from "vitest";
import { memoryStock, sampleCars } from "../../../tests/kit/stock-fixtures.ts";
import { createApiTable } from "../../server/api-table.ts";
import type { Services } from "../../types/services.ts";
import { colourHex } from "../stock/colours.ts";
import type { Site } from "../../types/index.ts";
import { siteListsCar } from "../../vehicle/car-lookup.ts";
import { mediaRoutes } from "./media-routes.ts";

const all = sampleCars(60);
// The media routes read only the stock.
const services = { stock: memoryStock(all) } as Partial<Services> as Services;
const table = createApiTable(mediaRoutes);
const dealer = all[0]!.dealership_id;
const site = { slug: "harbour-motors", dealerships: [{ id: dealer }], plugins: { ppsr_report: true } } as unknown as Site;
const cars = all.filter((c) => siteListsCar(site, c));

/** A media URL asked on the site's host; a car's media is served on no other (the server never routes it there). */
async function get(path: string, on: Site | null = site): Promise<Response> {
  const url = new URL(path, "http://harbour-motors.localhost");
  const { found } = table.match("GET", url.pathname);
  if (!found) return new Response(null, { status: 404 });
  expect(found.route.anyHost ?? false).toBe(!url.pathname.startsWith("/media/cars/"));
  const ctx = { site: on, params: found.params, url, user: null, services, ip: "127.0.0.1" };
  return found.route.handler(new Request(url), ctx);
}

const car = cars[0]!;
const spinner = cars.find((c) => c.spin_images!.length === 36)!;
const reported = cars.find((c) => c.file)!;

describe("media routes", () => {
  it("serves each gallery photo as a small, long-cached SVG in the car's colour", async () => {
    const response = await get(`/media/cars/${car.id}/1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await response.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="400"/);
    expect(body).toContain(colourHex(car.colour));
    // The gallery shows the photo counter; one drawn into the photo would sit on top of it.
    expect(body).not.toContain("<text");
    expect(body.length).toBeLessThan(4096);
  });

  it("draws every photo of a car differently", async () => {
    const photos = await Promise.all(car.images.map((image) => get(image.url).then((r) => r.text())));
    expect(new Set(photos).size).toBe(photos.length);
  });

  it("serves 150 px thumbnails at the images' thumb URLs", async () => {
    const response = await get(car.images[0]!.thumb.url);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain('width="150" height="100" viewBox="0 0 600 400"');
  });

  it("serves a 36-frame spin whose frames all differ", async () => {
    const frames = await Promise.all(spinner.spin_images!.map((url) => get(url).then(async (r) => [r.status, await r.text()] as const)));
    expect(frames.every(([status, body]) => status === 200 && body.length < 4096)).toBe(true);
    expect(new Set(frames.map(([, body]) => body)).size).toBe(36);
    expect((await get(`/media/cars/${spinner.id}/spin/37.svg`)).status).toBe(404);
  });

  it("serves the history report a car's file links to", async () => {
    const response = await get(reported.file!);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(reported.vin ?? "Not recorded");
    const withoutReport = cars.find((c) => !c.file)!;
    expect((await get(`/media/cars/${withoutReport.id}/history.svg`)).status).toBe(404);
  });

  it("draws the interior panorama of cars that link one, wider than the viewer, in their trim colour", async () => {
    const inside = cars.find((c) => c.spin_interior_image)!;
    expect(inside.spin_interior_image).toBe(`/media/cars/${inside.id}/interior.svg`);
    const response = await get(inside.spin_interior_image!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    const body = await response.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1800" height="400"/);
    expect(body).toContain(colourHex(inside.interior_colour));
    expect(body).not.toContain("<text");
    expect(body.length).toBeLessThan(4096);
    const without = cars.find((c) => !c.spin_interior_image)!;
    expect((await get(`/media/cars/${without.id}/interior.svg`)).status).toBe(404);
  });

  it("plays the demo clip for every video URL a car links to, and no other", async () => {
    const filmed = cars.find((c) => c.walkaround_videos!.length > 0)!;
    const response = await get(filmed.walkaround_videos![0]!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/webm");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A WebM file opens with the EBML magic number.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const unfilmed = cars.find((c) => !c.video_url && !c.external_video_url && c.walkaround_videos!.length === 0)!;
    expect((await get(`/media/cars/${unfilmed.id}/walkaround.webm`)).status).toBe(404);
    expect((await get(`/media/cars/${filmed.id}/trailer.webm`)).status).toBe(404);
  });

  it("draws dealer logos (180x48) and brand logos (76x65) from their slugs", async () => {
    const logo = await get("/media/logos/harbour-motors.svg");
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    const logoBody = await logo.text();
    expect(logoBody).toContain('width="180" height="48"');
    expect(logoBody).toContain(">Harbour Motors</text>");
    const brand = await (await get("/media/brands/mercedes-benz.svg")).text();
    expect(brand).toContain('width="76" height="65"');
    expect(brand).toContain(">Mercedes-Benz</text>");
    expect(await (await get("/media/brands/byd.svg")).text()).toContain(">BYD</text>");
  });

  it("draws a car of a body type and colour for pictures of no car in stock (blog posts)", async () => {
    const art = await get("/media/art/ute/red.svg?w=320");
    expect(art.headers.get("content-type")).toBe("image/svg+xml");
    expect(await art.text()).toContain('width="320"');
    expect((await get("/media/art/motorcycle/yellow.svg")).status).toBe(200);
    expect((await get("/media/art/spaceship/red.svg")).status).toBe(404);
    expect((await get("/media/art/ute/Red_Paint.svg")).status).toBe(404);
  });

  it("serves no media of a car the site does not list: another dealer's, hidden, withdrawn, or on no site", async () => {
    const unlisted = [
      all.find((c) => c.dealership_id !== dealer)!,
      { ...car, id: 900_001, show_on_dealer_website: false },
      { ...car, id: 900_002, status: "withdrawn" as const },
    ];
    const stock = memoryStock([...all, ...unlisted.slice(1)]);
    for (const other of unlisted) {
      const url = new URL(`http://harbour-motors.localhost/media/cars/${other.id}/1.svg`);
      const { found } = table.match("GET", url.pathname);
      const ctx = { site, params: found!.params, url, user: null, services: { stock } as Partial<Services> as Services, ip: "127.0.0.1" };
      expect([other.id, (await found!.route.handler(new Request(url), ctx)).status]).toEqual([other.id, 404]);
    }
    expect((await get(`/media/cars/${car.id}/1.svg`, null)).status).toBe(404);
  });

  it("serves history reports only where the site's report plugin is on", async () => {
    const withoutPlugin = { ...site, plugins: { ppsr_report: false } } as unknown as Site;
    expect((await get(reported.file!, withoutPlugin)).status).toBe(404);
  });

  it("answers 404 to bad input", async () => {
    const bad = [
      `/media/cars/${car.id}/0.svg`,
      `/media/cars/${car.id}/${car.photos_count + 1}.svg`,
      `/media/cars/${car.id}/01.svg`,
      `/media/cars/${car.id}/x.svg`,
      `/media/cars/${car.id}/1.svg?w=abc`,
      `/media/cars/${car.id}/1.svg?w=5000`,
      `/media/cars/999/1.svg`,
      `/media/cars/abc/1.svg`,
      `/media/cars/${car.id}/spin/0.svg`,
      "/media/logos/Bad_Slug.svg",
      `/media/logos/${"a".repeat(81)}.svg`,
      "/media/brands/-toyota.svg",
    ];
    for (const path of bad) expect([path, (await get(path)).status]).toEqual([path, 404]);
  });
});
