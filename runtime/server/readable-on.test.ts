import { describe, expect, it } from "vitest";
import { luminanceContrast, readableOn, relativeLuminance } from "./readable-on.ts";

describe("readableOn", () => {
  it("puts white text on dark colours and black text on light ones", () => {
    expect(readableOn("#1f2a44")).toBe("#ffffff"); // navy
    expect(readableOn("#c8102e")).toBe("#ffffff"); // red
    expect(readableOn("#f5a623")).toBe("#000000"); // amber
    expect(readableOn("#ffb300")).toBe("#000000");
    expect(readableOn("#fff")).toBe("#000000");
    expect(readableOn("#000")).toBe("#ffffff");
  });

  it("ignores alpha and picks by the contrast ratio near the middle", () => {
    expect(readableOn("#1f2a44cc")).toBe("#ffffff");
    // #777777 has a higher contrast ratio with black (4.69) than with white (4.48).
    expect(readableOn("#777777")).toBe("#000000");
    expect(readableOn("#757575")).toBe("#ffffff");
  });
});

describe("relativeLuminance and luminanceContrast (WCAG)", () => {
  it("give 21:1 for black on white, in either order, and 4.48:1 for #777777 on white", () => {
    const [white, black, grey] = [relativeLuminance(255, 255, 255), relativeLuminance(0, 0, 0), relativeLuminance(0x77, 0x77, 0x77)];
    expect(white).toBe(1);
    expect(black).toBe(0);
    expect(luminanceContrast(white, black)).toBe(21);
    expect(luminanceContrast(black, white)).toBe(21);
    expect(luminanceContrast(white, grey)).toBeCloseTo(4.48, 2);
  });
});
