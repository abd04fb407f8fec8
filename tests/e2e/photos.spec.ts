import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { isInStock, openCar, siteApi, siteStock, type StockCar } from "./vehicle-support.ts";

// Issue 19 §2: pages show uploaded photos as <picture> with AVIF and WebP srcsets, width and height set, and the
// vehicle page's first photo preloaded with fetchpriority high.
const SITE = "harbour-motors";

/** A new stock API token, from the same command a dealer's site manager runs, over the server's database. */
function apiToken(): string {
  const output = execFileSync(process.execPath, ["scripts/token.ts", "--site", SITE, "--label", "photos journey"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return output.trim();
}

/**
 * Uploads a photo to a car no other journey picks (the site's last in-stock car with a gallery alone) and makes it
 * the car's first image, as a dealer's system would with PATCH images.
 */
async function carWithUploadedPhoto(): Promise<StockCar> {
  const cars = (await siteStock(SITE)).filter((car) => isInStock(car) && (car.spin_images ?? []).length === 0 && (car.walkaround_videos ?? []).length === 0);
  const car = cars.at(-1)!;
  const token = apiToken();
  const api = await siteApi(SITE);
  try {
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer();
    const headers = { authorization: `Bearer ${token}` };
    const uploaded = await api.post(`/api/admin/sites/${SITE}/cars/${car.stocknum}/photos`, {
      headers,
      multipart: { photo: { name: "front.jpg", mimeType: "image/jpeg", buffer: jpeg } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const images = ((await uploaded.json()) as { car: { images: { url: string }[] } }).car.images;
    const photo = images.at(-1)!;
    const patched = await api.patch(`/api/admin/sites/${SITE}/cars/${car.stocknum}`, { headers, data: { images: [photo, ...images.slice(0, -1)] } });
    expect(patched.status(), await patched.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return car;
}

test("a vehicle page shows an uploaded photo as a picture of AVIF and WebP, the first one preloaded with high priority", async ({ page }) => {
  const car = await carWithUploadedPhoto();
  const photoTypes: string[] = [];
  page.on("response", (response) => {
    if (/\/media\/cars\/\d+\/photos\//.test(response.url())) photoTypes.push(response.headers()["content-type"] ?? "");
  });
  await openCar(page, SITE, car);

  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute("imagesrcset", /\/w640\.avif 640w/);
  await expect(preload).toHaveAttribute("fetchpriority", "high");

  const first = page.locator(".fc-vdp-gallery__slide").first();
  await expect(first.locator('picture source[type="image/avif"]')).toHaveAttribute("srcset", /\/media\/cars\/\d+\/photos\/[0-9a-f]{64}\/w320\.avif 320w/);
  await expect(first.locator('picture source[type="image/webp"]')).toHaveAttribute("srcset", /w1280\.webp 1280w/);
  const img = first.locator("picture img");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).toHaveAttribute("src", /\/fallback\.jpg$/);
  expect([await img.getAttribute("width"), await img.getAttribute("height")]).toEqual(["600", "375"]);

  // The browser picked a modern format and the photo decoded.
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/w\d+\.(avif|webp)$/);
  await expect.poll(() => photoTypes.some((type) => type === "image/avif" || type === "image/webp")).toBe(true);
});
