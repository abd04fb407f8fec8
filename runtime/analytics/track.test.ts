import { afterEach, describe, expect, it, vi } from "vitest";
import { addAnalyticsSink, trackEvent } from "./track.ts";

afterEach(() => vi.restoreAllMocks());

describe("trackEvent", () => {
  it("sends the event to every sink", async () => {
    const seen: unknown[] = [];
    const remove = addAnalyticsSink((event) => void seen.push(event));
    await trackEvent(14, { car_id: 5 });
    remove();
    await trackEvent(15);
    expect(seen).toEqual([{ id: 14, data: { car_id: 5 } }]);
  });

  it("only warns when a sink throws or rejects (spec §8), and still reaches the others", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const seen: number[] = [];
    const removers = [
      addAnalyticsSink(() => {
        throw new Error("blocked");
      }),
      addAnalyticsSink(async () => Promise.reject(new Error("offline"))),
      addAnalyticsSink((event) => void seen.push(event.id)),
    ];
    await expect(trackEvent(22)).resolves.toBeUndefined();
    removers.forEach((remove) => remove());
    expect(seen).toEqual([22]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toBe("Analytics event 22 failed");
  });
});
