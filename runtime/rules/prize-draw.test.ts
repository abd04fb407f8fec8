import { describe, expect, it } from "vitest";
import { drawPrize, inStock } from "./prize-draw.ts";

const prizes = [
  { weight: 1, stock: null },
  { weight: 2, stock: 5 },
  { weight: 1, stock: 0 },
  { weight: 1, stock: 3 },
];
/** The same random number every time. */
const fixed = (value: number) => () => value;

describe("drawPrize (issue 20 §3: weighted, server-side, never out of stock)", () => {
  it("maps the random number onto the in-stock prizes' weights in order", () => {
    // In stock: 0 (weight 1), 1 (weight 2), 3 (weight 1); total 4.
    const won = [0, 0, 0, 0];
    expect([0, 0.24, 0.25, 0.74, 0.75, 0.999].map((value) => drawPrize(prizes, won, fixed(value)))).toEqual([0, 0, 1, 1, 3, 3]);
  });

  it("draws prizes in proportion to their weights", () => {
    let seed = 1;
    // A small linear congruential generator: the same sequence every run.
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i += 1) counts[drawPrize(prizes, [0, 0, 0, 0], random)!]! += 1;
    expect(counts[2]).toBe(0);
    expect(counts[1]! / counts[0]!).toBeGreaterThan(1.8);
    expect(counts[1]! / counts[0]!).toBeLessThan(2.2);
    expect(counts[3]! / counts[0]!).toBeGreaterThan(0.9);
    expect(counts[3]! / counts[0]!).toBeLessThan(1.1);
  });

  it("never draws a prize whose stock is all won", () => {
    const won = [0, 5, 0, 2];
    for (const value of [0, 0.3, 0.5, 0.7, 0.99]) expect([0, 3]).toContain(drawPrize(prizes, won, fixed(value)));
  });

  it("draws nothing when every prize is out of stock", () => {
    expect(drawPrize([{ weight: 1, stock: 1 }, { weight: 4, stock: 0 }], [1, 0], fixed(0.5))).toBeNull();
  });

  it("keeps a random source's edge values within the prizes", () => {
    expect(drawPrize(prizes, [0, 0, 0, 0], fixed(1))).toBe(3);
    expect(drawPrize(prizes, [0, 0, 0, 0], fixed(-0.5))).toBe(0);
  });
});

describe("inStock", () => {
  it("counts a prize without a limit always in stock, and one with a limit until it is all won", () => {
    expect([inStock({ weight: 1, stock: null }, 10_000), inStock({ weight: 1, stock: 2 }, 1), inStock({ weight: 1, stock: 2 }, 2)]).toEqual([true, true, false]);
  });
});
