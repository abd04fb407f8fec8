import type { ArtShape } from "./art-shape.ts";

/**
 * A block of a vehicle: a hexahedron with a rectangular bottom (x0..x1, half width w) and a rectangular top
 * (tx0..tx1, half width tw). x runs rear (-) to front (+), z up from the ground. "cabin" blocks are glass with a
 * painted roof; "panel" blocks are a light neutral (truck bodies).
 */
export interface Block {
  x: readonly [number, number];
  top?: readonly [number, number];
  w: number;
  tw?: number;
  z: readonly [number, number];
  role: "paint" | "cabin" | "panel";
}

export interface SpinModel {
  blocks: readonly Block[];
  /** Wheel centres along x; wheels sit at both sides (y = ±track). */
  wheels: readonly number[];
  radius: number;
  track: number;
}

const car = (body: [number, number, number], cabin: Omit<Block, "role" | "w"> & { w?: number }, radius = 36): SpinModel => ({
  blocks: [
    { x: [-body[0], body[0]], w: 90, z: [body[1], body[2]], role: "paint" },
    { w: 82, tw: 70, ...cabin, role: "cabin" },
  ],
  wheels: [-body[0] + 75, body[0] - 75],
  radius,
  track: 86,
});

export const SPIN_MODELS: Record<ArtShape, SpinModel> = {
  sedan: car([230, 22, 80], { x: [-120, 110], top: [-80, 50], z: [80, 130] }),
  hatch: car([205, 22, 82], { x: [-200, 90], top: [-190, 20], z: [82, 140] }),
  suv: car([225, 30, 100], { x: [-220, 110], top: [-215, 50], z: [100, 165] }, 42),
  wagon: car([230, 24, 84], { x: [-225, 100], top: [-220, 40], z: [84, 140] }),
  ute: car([240, 30, 100], { x: [-20, 120], top: [-15, 60], z: [100, 165] }, 42),
  van: car([240, 25, 95], { x: [-240, 170], top: [-235, 130], z: [95, 205], w: 88, tw: 86 }),
  coupe: car([220, 20, 72], { x: [-90, 90], top: [-50, 30], z: [72, 115] }),
  convertible: car([210, 20, 72], { x: [40, 55], top: [30, 40], z: [72, 102], w: 80, tw: 78 }),
  motorcycle: {
    blocks: [
      { x: [-110, 110], w: 16, z: [55, 120], role: "paint" },
      { x: [-60, 60], top: [-40, 50], w: 22, tw: 16, z: [120, 150], role: "paint" },
    ],
    wheels: [-105, 105],
    radius: 55,
    track: 0,
  },
  truck: {
    blocks: [
      { x: [-240, 118], w: 95, z: [50, 230], role: "panel" },
      { x: [130, 240], top: [130, 215], w: 92, z: [35, 220], role: "paint" },
    ],
    wheels: [-180, -110, 185],
    radius: 38,
    track: 85,
  },
  caravan: {
    blocks: [{ x: [-200, 200], top: [-190, 190], w: 95, tw: 92, z: [35, 220], role: "paint" }],
    wheels: [-25, 25],
    radius: 34,
    track: 90,
  },
};
