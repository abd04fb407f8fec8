import { describe, expect, it } from "vitest";
import { photoPreload, photoSources, type PhotoImage } from "./photo-sources.ts";

// Issue 19 §2: pages use processed photos with srcset/sizes per place, width and height always set (no layout
// shift), a dominant-colour placeholder; print uses a suitable size. Spec §9: image slides are 600x400.
const BASE = "/media/cars/7/photos/abc";
const stored: PhotoImage = {
  url: `${BASE}/fallback.jpg`,
  thumb: { url: `${BASE}/w320.webp` },
  width: 2400,
  height: 1600,
  variants: { widths: [320, 640, 960, 1280, 1920], dominant: "#c8141e" },
};
const demo: PhotoImage = { url: "/media/demo/cars/7/1.svg", thumb: { url: "/media/demo/cars/7/1-thumb.svg" }, width: 600, height: 400 };

describe("photoSources", () => {
  it("gives a stored photo AVIF then WebP srcsets of every variant, the JPEG fallback and its colour", () => {
    const photo = photoSources(stored, "gallery");
    expect(photo.src).toBe(`${BASE}/fallback.jpg`);
    expect(photo.placeholder).toBe("#c8141e");
    expect(photo.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(photo.sources[0]!.srcSet).toBe(
      `${BASE}/w320.avif 320w, ${BASE}/w640.avif 640w, ${BASE}/w960.avif 960w, ${BASE}/w1280.avif 1280w, ${BASE}/w1920.avif 1920w`,
    );
    expect(photo.sources[1]!.srcSet).toContain(`${BASE}/w1920.webp 1920w`);
  });

  it("sets width and height to the place's width at the photo's own ratio", () => {
    expect(photoSources(stored, "gallery")).toMatchObject({ width: 600, height: 400 });
    expect(photoSources({ ...stored, width: 1000, height: 1500 }, "card")).toMatchObject({ width: 600, height: 900 });
    expect(photoSources(stored, "thumbnail")).toMatchObject({ width: 96, height: 64 });
    expect(photoSources(stored, "similar")).toMatchObject({ width: 300, height: 200 });
  });

  it("gives each place the share of the screen it takes", () => {
    const sizes = (place: Parameters<typeof photoSources>[1]) => photoSources(stored, place).sources[0]?.sizes;
    expect(sizes("thumbnail")).toBe("96px");
    expect(sizes("sticky")).toBe("96px");
    expect(sizes("fullscreen")).toBe("96vw");
    expect(photoSources(stored, "fullscreen")).toMatchObject({ width: 2400, height: 1600 });
    expect(sizes("card")).toMatch(/100vw$/);
    expect(sizes("gallery")).toMatch(/^\(min-width: 75rem\) 46rem, .*100vw$/);
    expect(sizes("similar")).toMatch(/25vw, 100vw$/);
  });

  it("prints the JPEG fallback alone, which paper and every PDF reader take", () => {
    expect(photoSources(stored, "print")).toEqual({ src: `${BASE}/fallback.jpg`, width: 600, height: 400, sources: [], placeholder: "#c8141e" });
  });

  it("shows an image the platform did not process as it is, in the place's box, its thumbnail in small places", () => {
    expect(photoSources(demo, "gallery")).toEqual({ src: demo.url, width: 600, height: 400, sources: [], placeholder: null });
    expect(photoSources(demo, "thumbnail")).toEqual({ src: "/media/demo/cars/7/1-thumb.svg", width: 96, height: 64, sources: [], placeholder: null });
    expect(photoSources({ url: "/x.jpg", width: 600, height: 400 }, "sticky")).toMatchObject({ src: "/x.jpg", width: 96, height: 64 });
  });
});

describe("photoPreload", () => {
  it("preloads a stored photo's AVIF srcset with the place's sizes, and nothing for other images", () => {
    const photo = photoSources(stored, "gallery");
    expect(photoPreload(stored, "gallery")).toEqual({ href: photo.src, imageSrcSet: photo.sources[0]!.srcSet, imageSizes: photo.sources[0]!.sizes, type: "image/avif" });
    expect(photoPreload(demo, "gallery")).toBeNull();
  });
});
