import { describe, expect, it } from "vitest";
import { GALLERY_SLIDE, imageLoading, insertStockVideo, showThumbnails, stepIndex } from "./media-gallery.ts";

describe("gallery rules", () => {
  it("shows thumbnails only for more than 3 images", () => {
    expect(showThumbnails(3)).toBe(false);
    expect(showThumbnails(4)).toBe(true);
    expect(showThumbnails(0)).toBe(false);
  });

  it("loads the first two images eagerly and the rest lazily", () => {
    expect(imageLoading(0)).toBe("eager");
    expect(imageLoading(1)).toBe("eager");
    expect(imageLoading(2)).toBe("lazy");
  });

  it("uses 600x400 slides", () => {
    expect(GALLERY_SLIDE).toEqual({ width: 600, height: 400 });
  });

  it("wraps at both ends", () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe("insertStockVideo", () => {
  const slides = ["a", "b", "c", "d", "e"];

  it("inserts at start, second, middle or end", () => {
    expect(insertStockVideo(slides, "V", "start")).toEqual(["V", "a", "b", "c", "d", "e"]);
    expect(insertStockVideo(slides, "V", "second")).toEqual(["a", "V", "b", "c", "d", "e"]);
    expect(insertStockVideo(slides, "V", "middle")).toEqual(["a", "b", "V", "c", "d", "e"]);
    expect(insertStockVideo(slides, "V", "end")).toEqual(["a", "b", "c", "d", "e", "V"]);
  });

  it("copes with empty and one-image galleries", () => {
    expect(insertStockVideo([], "V", "second")).toEqual(["V"]);
    expect(insertStockVideo(["a"], "V", "second")).toEqual(["a", "V"]);
    expect(insertStockVideo(["a"], "V", "middle")).toEqual(["V", "a"]);
  });
});
