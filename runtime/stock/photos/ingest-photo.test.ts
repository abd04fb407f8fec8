import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { diskPhotoStore } from "./disk-photo-store.ts";
import { ingestPhoto } from "./ingest-photo.ts";
import type { PhotoStore } from "./photo-store.ts";
import { variantWidths } from "./render-variants.ts";

// Issue 19 §2: each original is checked (a real JPEG, PNG, WebP or HEIC; size and pixel limits; decompression
// bombs refused), EXIF stripped, stored by content hash, and turned into WebP and AVIF variants plus a JPEG.
const root = () => mkdtempSync(join(tmpdir(), "photos-"));
const RED = { r: 200, g: 20, b: 30 };
const photo = (width: number, height: number, background = RED) => sharp({ create: { width, height, channels: 3, background } });

function countingStore(store: PhotoStore) {
  const writes: string[] = [];
  return { writes, store: { read: store.read, write: (hash: string, files: Map<string, Uint8Array>) => (writes.push(hash), store.write(hash, files)) } };
}

/** A real small PNG whose header then claims 100000×100000 pixels (its CRC fixed, so only the size is a lie). */
async function pngBomb(): Promise<Uint8Array> {
  const png = Buffer.from(await photo(8, 8).png().toBuffer());
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("ingestPhoto", () => {
  it("stores a JPEG's WebP and AVIF variants at the five widths, a JPEG fallback and its manifest, by SHA-256", async () => {
    const dir = root();
    const original = await photo(2400, 1600).jpeg().toBuffer();
    const result = await ingestPhoto(original, diskPhotoStore(dir));
    if (!result.ok) throw new Error(result.message);
    const { hash, width, height, widths, fallbackWidth, dominant } = result.photo;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect({ width, height, widths, fallbackWidth }).toEqual({ width: 2400, height: 1600, widths: [320, 640, 960, 1280, 1920], fallbackWidth: 1280 });
    expect(dominant).toMatch(/^#[0-9a-f]{6}$/);
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(dominant.slice(at, at + 2), 16));
    expect(r).toBeGreaterThan(150);
    expect(g + b).toBeLessThan(120);
    expect(readdirSync(join(dir, hash)).sort()).toEqual(
      ["fallback.jpg", "photo.json", ...widths.flatMap((w) => [`w${w}.avif`, `w${w}.webp`])].sort(),
    );
    const store = diskPhotoStore(dir);
    for (const w of widths) {
      const webp = await sharp(await store.read(hash, `w${w}.webp`)).metadata();
      expect({ format: webp.format, width: webp.width, height: webp.height }).toEqual({ format: "webp", width: w, height: Math.round((w * 2) / 3) });
      expect((await sharp(await store.read(hash, `w${w}.avif`)).metadata()).width).toBe(w);
    }
    expect(await sharp(await store.read(hash, "fallback.jpg")).metadata()).toMatchObject({ format: "jpeg", width: 1280 });
  });

  it("never upscales: a narrow photo gets the widths it reaches and its own", async () => {
    const result = await ingestPhoto(await photo(700, 500).png().toBuffer(), diskPhotoStore(root()));
    expect(result).toMatchObject({ ok: true, photo: { width: 700, height: 500, widths: [320, 640, 700], fallbackWidth: 700 } });
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it("strips EXIF (the camera's GPS location) from every variant and keeps the orientation applied", async () => {
    const dir = root();
    const original = await photo(1000, 600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "Camera" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "33/1 52/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "151/1 12/1 0/1" } })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("Camera"))).toBe(true);
    expect(before.orientation).toBe(6);
    const result = await ingestPhoto(original, diskPhotoStore(dir));
    if (!result.ok) throw new Error(result.message);
    expect(result.photo).toMatchObject({ width: 600, height: 1000 });
    for (const name of readdirSync(join(dir, result.photo.hash)).filter((file) => file !== "photo.json")) {
      const variant = await sharp(await diskPhotoStore(dir).read(result.photo.hash, name)).metadata();
      expect(variant.exif, name).toBeUndefined();
      expect(variant.orientation ?? 1, name).toBe(1);
      expect(variant.height! > variant.width!, name).toBe(true);
    }
  });

  it("stores the same bytes once", async () => {
    const { writes, store } = countingStore(diskPhotoStore(root()));
    const original = await photo(800, 600).webp().toBuffer();
    const first = await ingestPhoto(original, store);
    const second = await ingestPhoto(original, store);
    expect(first).toMatchObject({ ok: true, rendered: true });
    expect(second).toEqual({ ...first, rendered: false });
    expect(writes).toHaveLength(1);
  });

  it("takes a HEIC from a phone: decoded, EXIF and location dropped, stored as WebP, AVIF and JPEG", async () => {
    // An iPhone-style HEIC (HEVC-coded, with EXIF naming the camera and a GPS position), made with libheif's heif-enc.
    const original = readFileSync(new URL("../../../tests/kit/stock/iphone-photo.heic", import.meta.url));
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from("Apple"))).toBe(true);
    const dir = root();
    const result = await ingestPhoto(original, diskPhotoStore(dir));
    if (!result.ok) throw new Error(result.message);
    expect(result.photo).toMatchObject({ width: 160, height: 120, widths: [160], fallbackWidth: 160 });
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(result.photo.dominant.slice(at, at + 2), 16));
    expect(b).toBeGreaterThan(150);
    expect(r + g).toBeLessThan(150);
    for (const name of ["w160.webp", "w160.avif", "fallback.jpg"]) {
      const variant = await sharp(await diskPhotoStore(dir).read(result.photo.hash, name)).metadata();
      expect({ width: variant.width, height: variant.height, exif: variant.exif }, name).toEqual({ width: 160, height: 120, exif: undefined });
    }
  });

  it("answers a HEIC cut short with why, storing nothing", async () => {
    const original = readFileSync(new URL("../../../tests/kit/stock/iphone-photo.heic", import.meta.url));
    const dir = root();
    const result = await ingestPhoto(original.subarray(0, original.length - 200), diskPhotoStore(dir));
    expect(result).toMatchObject({ ok: false });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a file that is not an image, whatever its name says", async () => {
    const text = Buffer.from("This is car.jpg, honest.\n");
    expect(await ingestPhoto(text, diskPhotoStore(root()))).toEqual({ ok: false, message: "the file is not an image" });
  });

  it("refuses an image format that is not a photo's, and a photo over the byte limit", async () => {
    const gif = await photo(40, 40).gif().toBuffer();
    expect(await ingestPhoto(gif, diskPhotoStore(root()))).toMatchObject({ ok: false, message: expect.stringContaining("gif is not a photo format") });
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    expect(await ingestPhoto(jpeg, diskPhotoStore(root()), { maxBytes: 100, maxPixels: 50_000_000 })).toMatchObject({ ok: false, message: expect.stringContaining("over") });
  });

  it("refuses a decompression bomb from its header, storing nothing", async () => {
    const dir = root();
    const result = await ingestPhoto(await pngBomb(), diskPhotoStore(dir));
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining("100000×100000") });
    expect(readdirSync(dir)).toEqual([]);
    const tooMany = await ingestPhoto(await photo(1000, 1000).png().toBuffer(), diskPhotoStore(dir), { maxBytes: 1e7, maxPixels: 999_999 });
    expect(tooMany).toMatchObject({ ok: false, message: expect.stringContaining("megapixels") });
  });

  it("reads no file outside the store for a hostile hash or name", async () => {
    const store = diskPhotoStore(root());
    expect(await store.read("../../etc", "passwd")).toBeUndefined();
    expect(await store.read("a".repeat(64), "../photo.json")).toBeUndefined();
  });
});
