import { describe, expect, it } from "vitest";
import { importInTurns } from "./import-in-turns.ts";

/** A turn the test hands out by hand: `give()` lets the waiting import start. */
function turns() {
  const waiting: (() => void)[] = [];
  return {
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    give: async () => {
      waiting.shift()?.();
      // Let the loop call the importer it was waiting to call.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

describe("importInTurns", () => {
  it("calls no importer in the caller's task, then one importer a turn, in order", async () => {
    const called: string[] = [];
    const importer = (name: string) => () => {
      called.push(name);
      return Promise.resolve(name);
    };
    const turn = turns();
    const result = importInTurns([importer("a"), importer("b"), importer("c")], turn.next);
    expect(called).toEqual([]);
    await turn.give();
    expect(called).toEqual(["a"]);
    await turn.give();
    expect(called).toEqual(["a", "b"]);
    await turn.give();
    await expect(result).resolves.toEqual(["a", "b", "c"]);
  });

  it("by default waits for a later task, not only a microtask, before each import", async () => {
    const called: number[] = [];
    const result = importInTurns([1, 2].map((n) => () => (called.push(n), Promise.resolve(n))));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(called).toEqual([]);
    await expect(result).resolves.toEqual([1, 2]);
    expect(called).toEqual([1, 2]);
  });

  it("rejects when an import fails, once every import has started", async () => {
    const called: string[] = [];
    const result = importInTurns([
      () => (called.push("a"), Promise.reject(new Error("chunk failed"))),
      () => (called.push("b"), Promise.resolve("b")),
    ]);
    await expect(result).rejects.toThrow("chunk failed");
    expect(called).toEqual(["a", "b"]);
  });

  it("resolves at once with nothing to import", async () => {
    await expect(importInTurns([])).resolves.toEqual([]);
  });
});
