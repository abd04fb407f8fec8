// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { CarPhoto } from "./car-photo.tsx";

// Issue 19 §2: stored photos render as <picture> with AVIF and WebP srcset and sizes, a JPEG fallback, width and
// height set and the dominant colour as placeholder; the vehicle page's first photo with fetchpriority high.
const BASE = "/media/cars/7/photos/abc";
const stored = { url: `${BASE}/fallback.jpg`, width: 1200, height: 800, variants: { widths: [320, 640], dominant: "#102030" } };

afterEach(cleanup);

describe("CarPhoto", () => {
  it("renders a stored photo as a picture: AVIF then WebP sources, the JPEG as the img, its colour behind it", () => {
    const { container } = render(<CarPhoto image={stored} place="gallery" alt="A car" loading="eager" fetchPriority="high" />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(`${BASE}/w320.avif 320w, ${BASE}/w640.avif 640w`);
    expect(sources[1]!.getAttribute("sizes")).toContain("100vw");
    const img = container.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe(`${BASE}/fallback.jpg`);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["600", "400"]);
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("alt")).toBe("A car");
    expect((img as HTMLImageElement).style.backgroundColor).toBe("rgb(16, 32, 48)");
  });

  it("renders any other image as a plain img in its place's box", () => {
    const { container } = render(<CarPhoto image={{ url: "/demo.svg", width: 600, height: 400 }} place="similar" alt="" loading="lazy" />);
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img")!;
    expect([img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("loading")]).toEqual(["/demo.svg", "300", "200", "lazy"]);
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });
});
