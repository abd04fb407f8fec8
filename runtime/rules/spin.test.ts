import { describe, expect, it } from "vitest";
import { frameAfterDrag, hotspotsAt, SPIN_INTERVAL_MS } from "./spin.ts";

describe("frameAfterDrag", () => {
  it("turns one frame per full 20 px", () => {
    expect(frameAfterDrag(0, 19, 36)).toBe(0);
    expect(frameAfterDrag(0, 20, 36)).toBe(1);
    expect(frameAfterDrag(0, 39, 36)).toBe(1);
    expect(frameAfterDrag(0, 40, 36)).toBe(2);
  });

  it("turns backwards when dragged left, wrapping", () => {
    expect(frameAfterDrag(0, -19, 36)).toBe(0);
    expect(frameAfterDrag(0, -20, 36)).toBe(35);
    expect(frameAfterDrag(35, 20, 36)).toBe(0);
  });

  it("auto-rotates every 100 ms by default", () => {
    expect(SPIN_INTERVAL_MS).toBe(100);
  });
});

describe("hotspotsAt", () => {
  const hotspots = [
    { id: 1, description: "Alloy wheels", positions: [{ activeAngle: 0, posX: 10, posY: 70 }, { activeAngle: 1, posX: 12, posY: 71 }] },
    { id: 2, description: "Sunroof", positions: [{ activeAngle: 1, posX: 50, posY: 5 }] },
  ];

  it("shows each hotspot at its active angles only", () => {
    expect(hotspotsAt(hotspots, 0)).toEqual([{ id: 1, description: "Alloy wheels", posX: 10, posY: 70 }]);
    expect(hotspotsAt(hotspots, 1).map((h) => h.id)).toEqual([1, 2]);
    expect(hotspotsAt(hotspots, 2)).toEqual([]);
  });

  it("shows a hotspot without a description (optional in the hotspot schema) with an empty one", () => {
    expect(hotspotsAt([{ id: "a", positions: [{ activeAngle: 3, posX: 1, posY: 2 }] }], 3)).toEqual([{ id: "a", description: "", posX: 1, posY: 2 }]);
  });
});
