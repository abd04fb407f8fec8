// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { installReducedMotionQuery, setReducedMotion } from "../../tests/kit/blocks/test-reduced-motion.ts";
import { useAnimatedCount } from "./use-animated-count.ts";

function Count({ target }: { target: number }) {
  return <output>{useAnimatedCount(target)}</output>;
}

/** Every number the count showed, in order, as it went from 100 to 200. */
async function countsFrom100To200(): Promise<number[]> {
  const seen: number[] = [];
  const view = render(<Count target={100} />);
  const observer = new MutationObserver(() => seen.push(Number(screen.getByRole("status").textContent)));
  observer.observe(view.container, { subtree: true, characterData: true, childList: true });
  view.rerender(<Count target={200} />);
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("200"), { timeout: 3000 });
  observer.disconnect();
  return seen;
}

beforeAll(async () => {
  installReducedMotionQuery();
  // The count loads framer-motion on its first change; loaded here, the tests time the motion, not the import.
  await import("framer-motion");
});
afterEach(cleanup);

describe("the animated 'Show Me' count (spec §2)", () => {
  it("shows its first value at once, as the server rendered it", () => {
    render(<Count target={1234} />);
    expect(screen.getByRole("status").textContent).toBe("1234");
  });

  it("counts through the numbers between the old value and the new", async () => {
    setReducedMotion(false);
    const seen = await countsFrom100To200();
    expect(seen.some((n) => n > 100 && n < 200)).toBe(true);
  });

  it("goes straight to the new value under prefers-reduced-motion", async () => {
    setReducedMotion(true);
    const seen = await countsFrom100To200();
    expect(seen.filter((n) => n > 100 && n < 200)).toEqual([]);
  });
});
