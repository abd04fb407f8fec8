import { describe, expect, it } from "vitest";
import { colourHex } from "../stock/colours.ts";
import { artShape, type ArtShape } from "./art-shape.ts";
import { carImageSvg, type ArtCar } from "./car-image.ts";
import { spinFrameSvg } from "./spin-frame.ts";

const SHAPES: [ArtShape, Pick<ArtCar, "item_type" | "simple_body">][] = [
  ["sedan", { item_type: "car", simple_body: "sedan" }],
  ["hatch", { item_type: "car", simple_body: "hatch" }],
  ["suv", { item_type: "car", simple_body: "4x4" }],
  ["ute", { item_type: "car", simple_body: "cabChassis" }],
  ["van", { item_type: "car", simple_body: "peopleMover" }],
  ["wagon", { item_type: "car", simple_body: "stationWagon" }],
  ["coupe", { item_type: "car", simple_body: "coupe" }],
  ["convertible", { item_type: "car", simple_body: "convertible" }],
  ["motorcycle", { item_type: "motorcycle", simple_body: null }],
  ["truck", { item_type: "truck", simple_body: "cabChassis" }],
  ["caravan", { item_type: "caravan", simple_body: "softtop" }],
];

const artCar = (kind: Pick<ArtCar, "item_type" | "simple_body">): ArtCar => ({
  id: 10100001, name: "2024 Toyota <Test> & Co", colour: "Soul Red Crystal", photos_count: 12, ...kind,
});

describe("vehicle artwork", () => {
  it("picks the silhouette by kind of vehicle, then body type", () => {
    for (const [shape, kind] of SHAPES) expect([shape, artShape(kind)]).toEqual([shape, shape]);
    expect(artShape({ item_type: "caravan", simple_body: "motorhome" })).toBe("van");
  });

  it("draws a different silhouette for every body type, each under 4 KB", () => {
    const drawings = SHAPES.map(([, kind]) => carImageSvg(artCar(kind), 1));
    expect(new Set(drawings).size).toBe(SHAPES.length);
    for (const svg of drawings) expect(svg.length).toBeLessThan(4096);
  });

  it("draws every spin frame of every shape under 4 KB, turning from frame to frame", () => {
    for (const [, kind] of SHAPES) {
      const frames = Array.from({ length: 36 }, (_, i) => spinFrameSvg(artCar(kind), i + 1));
      expect(new Set(frames).size).toBe(36);
      for (const svg of frames) expect(svg.length).toBeLessThan(4096);
    }
  });

  it("paints the car's colour and escapes its name", () => {
    const svg = carImageSvg(artCar(SHAPES[0]![1]), 2);
    expect(svg).toContain(`fill="${colourHex("Soul Red Crystal")}"`);
    expect(svg).toContain("<title>2024 Toyota &#60;Test&#62; &#38; Co - photo 2 of 12</title>");
  });

  it("matches colours by name, then by colour word, else mid grey", () => {
    expect(colourHex("Glacier White")).toBe("#f2f3f1");
    expect(colourHex("Storm Blue Metallic")).toBe("#2a4f86");
    expect(colourHex("Unobtainium")).toBe("#8a8f94");
    expect(colourHex(null)).toBe("#8a8f94");
  });
});
