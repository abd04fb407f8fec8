// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { installReducedMotionQuery, setReducedMotion } from "../../tests/kit/blocks/test-reduced-motion.ts";
import { Gauge } from "./Gauge.tsx";

beforeAll(async () => {
  installReducedMotionQuery();
  // The animation loads framer-motion on first use; loaded here, the tests time the motion, not the import.
  await import("framer-motion");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver whose element comes into view when the test says so. */
function stubViewport() {
  const watching = new Set<(entries: { isIntersecting: boolean }[]) => void>();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      readonly seen: (entries: { isIntersecting: boolean }[]) => void;
      constructor(seen: (entries: { isIntersecting: boolean }[]) => void) {
        this.seen = seen;
      }
      observe() {
        watching.add(this.seen);
      }
      disconnect() {
        watching.delete(this.seen);
      }
    },
  );
  return { scrollIntoView: () => act(() => [...watching].forEach((seen) => seen([{ isIntersecting: true }]))) };
}

const needle = (container: HTMLElement) => (container.querySelector(".fc-vdp-gauge__needle") as SVGGElement).style.transform;

describe("market gauge needle (spec §6: animation 2.5 s)", () => {
  it("sweeps from the left end towards the fill", async () => {
    setReducedMotion(false);
    const { container } = render(<Gauge fill={1} />);
    expect(needle(container)).toBe("rotate(-90deg)");
    // Part of the way round, not yet at the right end (90deg).
    await waitFor(() => expect(needle(container)).toMatch(/^rotate\((-?[0-7]?\d|-8\d)(\.\d+)?deg\)$/));
  });

  it("starts the sweep when the gauge comes into view, not while it is below the fold", async () => {
    setReducedMotion(false);
    const viewport = stubViewport();
    const { container } = render(<Gauge fill={1} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(needle(container)).toBe("rotate(-90deg)");
    viewport.scrollIntoView();
    await waitFor(() => expect(needle(container)).not.toBe("rotate(-90deg)"));
  });

  it("stands at the fill at once under prefers-reduced-motion", () => {
    setReducedMotion(true);
    const { container } = render(<Gauge fill={0.5} />);
    expect(needle(container)).toBe("rotate(0deg)");
  });
});
