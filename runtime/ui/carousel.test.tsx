// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Carousel, CarouselControls, CarouselItem } from "./carousel.tsx";

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom does no layout: the track (and its viewport) is 300 px wide and each item `itemWidth` px, side by side,
 * read the way embla reads them (offsetLeft and offsetWidth). Its observers only need to exist.
 */
function fakeLayout(itemWidth: number) {
  vi.stubGlobal("ResizeObserver", NoObserver);
  vi.stubGlobal("IntersectionObserver", NoObserver);
  const define = (proto: object, key: string, get: (this: HTMLElement) => number) =>
    Object.defineProperty(proto, key, { configurable: true, get });
  define(HTMLUListElement.prototype, "offsetWidth", () => 300);
  define(HTMLUListElement.prototype, "offsetLeft", () => 0);
  define(HTMLDivElement.prototype, "offsetWidth", () => 300);
  define(HTMLLIElement.prototype, "offsetWidth", () => itemWidth);
  define(HTMLLIElement.prototype, "offsetLeft", function () {
    return [...this.parentElement!.children].indexOf(this) * itemWidth;
  });
}

function forgetLayout() {
  for (const proto of [HTMLUListElement.prototype, HTMLDivElement.prototype, HTMLLIElement.prototype]) {
    for (const key of ["offsetWidth", "offsetLeft"]) delete (proto as unknown as Record<string, unknown>)[key];
  }
}

const matchMedia = (reduce: boolean) =>
  vi.fn((query: string) => ({ matches: reduce && query.includes("reduce"), addEventListener() {}, removeEventListener() {} }));

beforeEach(() => {
  fakeLayout(300);
  vi.stubGlobal("matchMedia", matchMedia(false));
});
afterEach(() => {
  cleanup();
  forgetLayout();
  vi.unstubAllGlobals();
});

const items = (names: string[]) => names.map((name) => <CarouselItem key={name}>{name}</CarouselItem>);
const showCarousel = (names = ["One", "Two", "Three"]) =>
  render(
    <Carousel label="Our Locations" columns={1} hint>
      {items(names)}
    </Carousel>,
  );
/** embla comes in a chunk of its own once the carousel is on the page. */
const enhanced = () => vi.waitFor(() => expect(document.querySelector(".fc-carousel--enhanced")).toBeTruthy());
const buttons = () => [screen.getByRole("button", { name: /Previous/ }), screen.getByRole("button", { name: /Next/ })] as HTMLButtonElement[];
const disabled = () => buttons().map((button) => button.disabled);

describe("Carousel (spec §4: previous and next disabled at the ends)", () => {
  it("keeps the server's scroll-snap list as it is, embla driving it once in the browser", async () => {
    const { container } = showCarousel();
    const group = screen.getByRole("group", { name: "Our Locations" });
    expect(group.getAttribute("aria-roledescription")).toBe("carousel");
    expect(container.querySelector(".fc-carousel__viewport > ul.fc-carousel__track")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(group.classList.contains("fc-carousel--enhanced")).toBe(false);
    await enhanced();
    expect(group.classList.contains("fc-carousel--enhanced")).toBe(true);
  });

  it("pages through its items, Previous disabled at the start and Next at the end", async () => {
    showCarousel();
    await enhanced();
    const [previous, next] = buttons();
    expect(disabled()).toEqual([true, false]);
    act(() => fireEvent.click(next!));
    expect(disabled()).toEqual([false, false]);
    act(() => fireEvent.click(next!));
    expect(disabled()).toEqual([false, true]);
    act(() => fireEvent.click(previous!));
    act(() => fireEvent.click(previous!));
    expect(disabled()).toEqual([true, false]);
  });

  it("steps with the arrow keys", async () => {
    showCarousel();
    await enhanced();
    const group = screen.getByRole("group", { name: "Our Locations" });
    act(() => fireEvent.keyDown(group, { key: "ArrowRight" }));
    act(() => fireEvent.keyDown(group, { key: "ArrowRight" }));
    expect(disabled()).toEqual([false, true]);
    act(() => fireEvent.keyDown(group, { key: "ArrowLeft" }));
    expect(disabled()).toEqual([false, false]);
  });

  it("jumps rather than glides when the shopper asks for reduced motion", async () => {
    vi.stubGlobal("matchMedia", matchMedia(true));
    const { container } = showCarousel();
    await enhanced();
    act(() => fireEvent.click(buttons()[1]!));
    // A jump sets the track where it lands at once, with no animation frames in between.
    expect((container.querySelector(".fc-carousel__track") as HTMLElement).style.transform).toBe("translate3d(-300px, 0px, 0px)");
  });

  it("shows no buttons when every item fits", async () => {
    forgetLayout();
    fakeLayout(100);
    showCarousel();
    await enhanced();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("stays a plain scrolling list where the browser cannot run embla", () => {
    vi.stubGlobal("ResizeObserver", undefined);
    showCarousel();
    expect(screen.getByRole("group", { name: "Our Locations" }).classList.contains("fc-carousel--enhanced")).toBe(false);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("steps one item at a time where asked, and keeps its buttons when every item fits where asked", async () => {
    // Six items 150 px wide in a 300 px track: the last two are in view after four steps.
    forgetLayout();
    fakeLayout(150);
    const view = render(
      <Carousel label="Search results" hint={false} step="item" controls="always">
        {items(["One", "Two", "Three", "Four", "Five", "Six"])}
      </Carousel>,
    );
    await enhanced();
    const next = screen.getByRole("button", { name: /Next/ }) as HTMLButtonElement;
    for (let step = 0; step < 3; step++) act(() => fireEvent.click(next));
    expect(next.disabled).toBe(false);
    act(() => fireEvent.click(next));
    expect(next.disabled).toBe(true);

    view.rerender(
      <Carousel label="Search results" hint={false} step="item" controls="always">
        {items(["Seven"])}
      </Carousel>,
    );
    return vi.waitFor(() =>
      expect(buttons().map((button) => [button.textContent, button.disabled])).toEqual([
        ["‹ Previous", true],
        ["Next ›", true],
      ]),
    );
  });

  it("has its buttons in the server's HTML, hidden until embla finds the items overflow (their row is kept by carousel.css)", () => {
    const html = renderToString(
      <Carousel label="Our Locations" columns={1} hint>
        {items(["One", "Two"])}
      </Carousel>,
    );
    const controls = new DOMParser().parseFromString(html, "text/html").querySelector(".fc-carousel__controls");
    expect(controls?.hasAttribute("hidden")).toBe(true);
    expect([...controls!.querySelectorAll("button")].map((button) => button.textContent)).toEqual(["‹ Previous", "Next ›"]);
  });

  it("throws when a carousel control is used outside a carousel (spec §8)", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<CarouselControls />)).toThrow("useCarousel must be used within a <Carousel />");
    vi.mocked(console.error).mockRestore();
  });
});
