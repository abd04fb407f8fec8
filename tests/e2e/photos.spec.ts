import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
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

/** Cars with a gallery of photos alone, the last of them picked by no other journey (each test here takes its own). */
async function photoOnlyCars(): Promise<StockCar[]> {
  return (await siteStock(SITE)).filter((car) => isInStock(car) && (car.spin_images ?? []).length === 0 && (car.walkaround_videos ?? []).length === 0);
}

/** Uploads one photo file to a car as a dealer's system does, and answers with the car's images after it. */
async function uploadPhoto(car: StockCar, photo: { name: string; mimeType: string; buffer: Buffer }): Promise<{ url: string }[]> {
  const api = await siteApi(SITE);
  try {
    const uploaded = await api.post(`/api/admin/sites/${SITE}/cars/${car.stocknum}/photos`, { headers: { authorization: `Bearer ${apiToken()}` }, multipart: { photo } });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    return ((await uploaded.json()) as { car: { images: { url: string }[] } }).car.images;
  } finally {
    await api.dispose();
  }
}

/** Uploads a photo to the site's last photo-only car and makes it the car's first image, as a dealer's system would with PATCH images. */
async function carWithUploadedPhoto(): Promise<StockCar> {
  const car = (await photoOnlyCars()).at(-1)!;
  const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer();
  const images = await uploadPhoto(car, { name: "front.jpg", mimeType: "image/jpeg", buffer: jpeg });
  const api = await siteApi(SITE);
  try {
    const patched = await api.patch(`/api/admin/sites/${SITE}/cars/${car.stocknum}`, { headers: { authorization: `Bearer ${apiToken()}` }, data: { images: [images.at(-1)!, ...images.slice(0, -1)] } });
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

test("the running server takes a photo from an iPhone (HEIC): decoded in its worker and served as a modern format", async () => {
  const car = (await photoOnlyCars()).at(-2)!;
  const heic = readFileSync(new URL("../kit/stock/iphone-photo.heic", import.meta.url));
  const images = await uploadPhoto(car, { name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heic });
  const photo = images.at(-1)!;
  expect(photo.url).toMatch(/\/media\/cars\/\d+\/photos\/[0-9a-f]{64}\/fallback\.jpg$/);
  const api = await siteApi(SITE);
  try {
    const webp = await api.get(photo.url.replace(/fallback\.jpg$/, "w160.webp"));
    expect(webp.status()).toBe(200);
    expect(webp.headers()["content-type"]).toBe("image/webp");
    expect(await sharp(await webp.body()).metadata()).toMatchObject({ format: "webp", width: 160, height: 120 });
  } finally {
    await api.dispose();
  }
});
