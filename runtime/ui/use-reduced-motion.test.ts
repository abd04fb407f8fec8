// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { scrollMotion } from "./use-reduced-motion.ts";

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query === "(prefers-reduced-motion: reduce)", addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => vi.unstubAllGlobals());

describe("scrollMotion", () => {
  it("jumps under prefers-reduced-motion and glides otherwise (issue 25 §3)", () => {
    prefersReducedMotion(true);
    expect(scrollMotion()).toBe("instant");
    prefersReducedMotion(false);
    expect(scrollMotion()).toBe("smooth");
  });
});
