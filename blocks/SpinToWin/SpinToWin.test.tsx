// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { installReducedMotionQuery, setReducedMotion } from "../../tests/kit/blocks/test-reduced-motion.ts";
import type { SpinState } from "../../runtime/kit/promotions.ts";
import SpinToWin from "./SpinToWin.tsx";
import { landingRotation } from "./Wheel.tsx";
import schema from "./schema.json" with { type: "json" };
import type { SpinToWinProps } from "./props.gen.ts";
import type { SpinToWinData } from "./data.ts";

const props = propsFrom<SpinToWinProps>(schema);
const promotion = { id: "summer-spin", title: "Summer Spin", prizes: ["Cap", "Car wash", "Fuel card", "Service"], terms: ["One spin per account."] };
const page = (state: SpinState): SpinToWinData => ({ promotion, state, back: "/spin-to-win" });
const WON: SpinState = { kind: "won", prize: "Fuel card", prizeIndex: 2, message: "You won: Fuel card! We've passed your win to our team, who will be in touch to arrange your prize." };
const wheel = (container: HTMLElement) => container.querySelector<HTMLElement>(".fc-spin__wheel")!;

describe("SpinToWin", () => {
  beforeAll(installReducedMotionQuery);
  afterEach(() => {
    setReducedMotion(false);
    vi.unstubAllGlobals();
  });

  it("is a plain form post to the spin route with the promotion and the page to come back to", () => {
    renderBlock(SpinToWin, { props, data: page({ kind: "ready" }) });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Summer Spin");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(promotion.prizes);
    const form = screen.getByRole("button", { name: "Spin the Wheel" }).closest("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["post", "/api/spin-to-win"]);
    expect(Object.fromEntries(new FormData(form))).toEqual({ promotion: "summer-spin", back: "/spin-to-win" });
    expect(screen.getByText("One spin per account.")).toBeTruthy();
  });

  it("under prefers-reduced-motion puts the wheel on the prize at once and announces it", async () => {
    setReducedMotion(true);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ state: WON }), { headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    const { container } = renderBlock(SpinToWin, { props, data: page({ kind: "ready" }) });
    fireEvent.click(screen.getByRole("button", { name: "Spin the Wheel" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(WON.message));
    expect(fetch).toHaveBeenCalledWith("http://localhost:3000/api/spin-to-win", expect.objectContaining({ method: "POST", headers: { accept: "application/json" } }));
    expect(wheel(container).style.transform).toBe(`rotate(${landingRotation(2, 4, 0)}deg)`);
    expect(document.activeElement).toBe(screen.getByRole("status"));
    expect(screen.queryByRole("button", { name: "Spin the Wheel" })).toBeNull();
  });

  it("shows a returning shopper's result on the wheel, without a button", () => {
    const { container } = renderBlock(SpinToWin, { props, data: page(WON) });
    expect(screen.getByRole("status").textContent).toBe(WON.message);
    // Segment 2 of 4 spans 180 to 270 degrees; its middle, 225, turns to the top.
    expect(wheel(container).style.transform).toBe("rotate(135deg)");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says why nobody can spin: a failed spin keeps the button, a promotion not running has none", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "Server error", status: 500 }), { status: 500 })));
    const { unmount } = renderBlock(SpinToWin, { props, data: page({ kind: "ready" }) });
    fireEvent.click(screen.getByRole("button", { name: "Spin the Wheel" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("The spin did not go through. Please try again."));
    expect(screen.getByRole("button", { name: "Spin the Wheel" })).toBeTruthy();
    unmount();
    const closed = renderBlock(SpinToWin, { props, data: page({ kind: "not-running", message: "Summer Spin is not running: it closed on 01/01/2027." }) });
    expect(screen.getByRole("status").textContent).toBe("Summer Spin is not running: it closed on 01/01/2027.");
    expect([screen.queryByRole("button"), closed.container.querySelector(".fc-spin__wheel")]).toEqual([null, null]);
    closed.unmount();
    renderBlock(SpinToWin, { props, data: { promotion: null, state: { kind: "not-running", message: "There is no spin-to-win promotion running at the moment. Please check back soon." }, back: "/spin-to-win" } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Spin to win");
    expect(screen.getByRole("status").textContent).toContain("no spin-to-win promotion");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
