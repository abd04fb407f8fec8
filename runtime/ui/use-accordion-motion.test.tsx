// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installReducedMotionQuery, setReducedMotion } from "../../tests/kit/blocks/test-reduced-motion.ts";
import { useAccordionMotion } from "./use-accordion-motion.ts";

beforeAll(async () => {
  installReducedMotionQuery();
  // The animation loads framer-motion on first use; loaded here, the tests time the motion, not the import.
  await import("framer-motion");
});
afterEach(cleanup);

function Accordion({ open }: { open: boolean }) {
  const slide = useAccordionMotion();
  return (
    <details open={open}>
      <summary onClick={slide}>Features</summary>
      <div data-testid="panel">Air conditioning</div>
    </details>
  );
}

const details = () => screen.getByText("Features").parentElement as HTMLDetailsElement;

describe("accordion motion (spec §9: accordion animation 300 ms)", () => {
  it("slides the panel open, then leaves it at its natural height", async () => {
    setReducedMotion(false);
    render(<Accordion open={false} />);
    const panel = screen.getByTestId("panel");
    // The click is taken over (no native toggle) and the panel starts from nothing.
    expect(fireEvent.click(screen.getByText("Features"))).toBe(false);
    expect(details().open).toBe(true);
    expect(panel.style.height).toBe("0px");
    await waitFor(() => expect(panel.style.height).toBe(""), { timeout: 3000 });
    expect(details().open).toBe(true);
  });

  it("slides the panel shut before closing the details", async () => {
    setReducedMotion(false);
    render(<Accordion open />);
    fireEvent.click(screen.getByText("Features"));
    expect(details().open).toBe(true);
    await waitFor(() => expect(details().open).toBe(false), { timeout: 3000 });
    expect(screen.getByTestId("panel").style.height).toBe("");
  });

  it("leaves the details to toggle by itself under prefers-reduced-motion", () => {
    setReducedMotion(true);
    render(<Accordion open={false} />);
    expect(fireEvent.click(screen.getByText("Features"))).toBe(true);
    expect(screen.getByTestId("panel").style.height).toBe("");
  });
});
