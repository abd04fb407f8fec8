import { describe, expect, it } from "vitest";
import { sampleCars } from "../../../tests/kit/stock-fixtures.ts";
import { StockFeedReader } from "./stock-feed-reader.ts";
import type { StockFeedEntry, StockRepository } from "../../types/services.ts";
import type { Car } from "../../types/generated/car.ts";

const cars = sampleCars(6);

/** A feed whose entries become visible when the test says (as concurrent commits do), and what was applied. */
function setup() {
  const visible: StockFeedEntry[] = [];
  const applied: { upserted: number[]; removed: number[] }[] = [];
  let reloads = 0;
  let reads = 0;
  let pruned = false;
  const stock = {
    changesSince: async (cursor: number, limit = 5000, before = Infinity) => {
      reads++;
      return {
        complete: !pruned,
        changes: visible.filter((entry) => entry.position > cursor && entry.position < before).sort((a, b) => a.position - b.position).slice(0, limit),
      };
    },
    changeCursor: async () => Math.max(0, ...visible.map((entry) => entry.position)),
  } as unknown as StockRepository;
  let now = 0;
  const reader = new StockFeedReader(
    stock,
    {
      apply: (upserted: Car[], removed: number[]) => void applied.push({ upserted: upserted.map((car) => car.id), removed }),
      reload: async () => {
        reloads++;
        pruned = false;
      },
    },
    0,
    () => now,
  );
  const commit = (position: number, car: Car | null, carId = car!.id) => visible.push({ position, carId, car });
  return { reader, applied, commit, reloads: () => reloads, reads: () => reads, prune: () => (pruned = true), advanceClock: (ms: number) => (now += ms) };
}

describe("reading the stock change feed", () => {
  it("applies each car once, as it is now, skipping what this process applied itself", async () => {
    const { reader, applied, commit } = setup();
    commit(1, cars[0]!);
    commit(2, cars[1]!);
    commit(3, null, cars[2]!.id);
    commit(4, cars[1]!);
    reader.markApplied([2]);
    await reader.poll();
    expect(applied).toEqual([{ upserted: [cars[0]!.id, cars[1]!.id], removed: [cars[2]!.id] }]);
    await reader.poll();
    expect(applied).toHaveLength(1);
  });

  it("reads a write that commits after a later one was read, and passes a hole that never fills", async () => {
    const { reader, applied, commit, advanceClock } = setup();
    commit(1, cars[0]!);
    commit(3, cars[2]!);
    await reader.poll();
    commit(2, cars[1]!);
    await reader.poll();
    expect(applied.map((write) => write.upserted)).toEqual([[cars[0]!.id, cars[2]!.id], [cars[1]!.id]]);
    commit(5, cars[4]!);
    await reader.poll();
    advanceClock(10 * 60_000);
    await reader.poll();
    commit(6, cars[5]!);
    commit(4, cars[3]!);
    await reader.poll();
    // Position 4 came after the hole was passed: the reader no longer looks below 5.
    expect(applied.map((write) => write.upserted)).toEqual([[cars[0]!.id, cars[2]!.id], [cars[1]!.id], [cars[4]!.id], [cars[5]!.id]]);
  });

  it("reads on past a hole at once, and passes a wide hole (a rolled-back import) in one go", async () => {
    const { reader, applied, commit, advanceClock } = setup();
    // Positions 1 to 5,000 were taken by an import that rolled back; 1,200 cars were written after it.
    const after = Array.from({ length: 1200 }, (_, i) => ({ ...cars[i % cars.length]!, id: 10_000 + i }));
    after.forEach((car, i) => commit(5001 + i, car));
    await reader.poll();
    expect(applied.flatMap((write) => write.upserted)).toHaveLength(1200);
    expect(reader.position).toBe(0);
    advanceClock(10 * 60_000);
    await reader.poll();
    expect(reader.position).toBe(6200);
    commit(6201, cars[0]!);
    await reader.poll();
    expect(applied.at(-1)).toEqual({ upserted: [cars[0]!.id], removed: [] });
  });

  it("reads once more after a read under way when woken during it, so a write committed meanwhile is not left waiting", async () => {
    const { reader, applied, commit, reads } = setup();
    commit(1, cars[0]!);
    const first = reader.poll();
    // Committed after the first read looked (the fake reads on its first await).
    commit(2, cars[1]!);
    const second = reader.poll();
    const third = reader.poll();
    expect(third).toBe(second);
    await Promise.all([first, second]);
    expect(applied.flatMap((write) => write.upserted)).toEqual([cars[0]!.id, cars[1]!.id]);
    expect(reads()).toBe(2);
  });

  it("loads the whole stock again when the feed no longer holds what the reader missed, then reads on from there", async () => {
    const { reader, applied, commit, prune, reloads } = setup();
    commit(1, cars[0]!);
    prune();
    await reader.poll();
    expect(reloads()).toBe(1);
    expect(applied).toEqual([]);
    commit(2, cars[1]!);
    await reader.poll();
    expect(applied).toEqual([{ upserted: [cars[1]!.id], removed: [] }]);
  });

  it("reads again what a failed apply did not take, and reports how far everything is applied", async () => {
    const { reader, applied, commit } = setup();
    commit(1, cars[0]!);
    commit(2, cars[1]!);
    applied.push = () => {
      throw new Error("the hosted service is down");
    };
    await expect(reader.poll()).rejects.toThrow("down");
    expect(reader.position).toBe(0);
    delete (applied as { push?: unknown }).push;
    await reader.poll();
    expect(applied).toEqual([{ upserted: [cars[0]!.id, cars[1]!.id], removed: [] }]);
    expect(reader.position).toBe(2);
  });
});
