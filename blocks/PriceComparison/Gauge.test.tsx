// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, waitFor } from "@testing-library/react";
import { installReducedMotionQuery, setReducedMotion } from "../../tests/kit/blocks/test-reduced-motion.ts";
import { Gauge } from "./Gauge.tsx";

beforeAll(async () => {
  installReducedMotionQuery();
  // The animation loads framer-motion on first use; loaded here, the tests time the motion, not the import.
  await import("framer-motion");
});
afterEach(cleanup);

const needle = (container: HTMLElement) => (container.querySelector(".fc-vdp-gauge__needle") as SVGGElement).style.transform;

describe("market gauge needle (spec §6: animation 2.5 s)", () => {
  it("sweeps from the left end towards the fill", async () => {
    setReducedMotion(false);
    const { container } = render(<Gauge fill={1} />);
    expect(needle(container)).toBe("rotate(-90deg)");
    // Part of the way round, not yet at the right end (90deg).
    await waitFor(() => expect(needle(container)).toMatch(/^rotate\((-?[0-7]?\d|-8\d)(\.\d+)?deg\)$/));
  });

  it("stands at the fill at once under prefers-reduced-motion", () => {
    setReducedMotion(true);
    const { container } = render(<Gauge fill={0.5} />);
    expect(needle(container)).toBe("rotate(0deg)");
  });
});
