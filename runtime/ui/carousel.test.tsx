// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Carousel, CarouselControls, CarouselItem } from "./carousel.tsx";

/** jsdom does no layout: give the track a 300 px window onto 900 px of items that scrolls when asked. */
function fakeTrackLayout() {
  let scrollLeft = 0;
  const proto = HTMLUListElement.prototype as unknown as Record<string, unknown>;
  Object.defineProperty(proto, "clientWidth", { configurable: true, get: () => 300 });
  Object.defineProperty(proto, "scrollWidth", { configurable: true, get: () => 900 });
  Object.defineProperty(proto, "scrollLeft", { configurable: true, get: () => scrollLeft });
  proto.scrollBy = function (this: HTMLElement, options: ScrollToOptions) {
    scrollLeft = Math.max(0, Math.min(600, scrollLeft + (options.left ?? 0)));
    this.dispatchEvent(new Event("scroll"));
  };
}

beforeEach(fakeTrackLayout);
afterEach(() => {
  const proto = HTMLUListElement.prototype as unknown as Record<string, unknown>;
  for (const key of ["clientWidth", "scrollWidth", "scrollLeft", "scrollBy"]) delete proto[key];
  cleanup();
});

const showCarousel = () =>
  render(
    <Carousel label="Our Locations" columns={1} hint>
      {["One", "Two", "Three"].map((name) => (
        <CarouselItem key={name}>{name}</CarouselItem>
      ))}
    </Carousel>,
  );

describe("Carousel (spec §4: previous and next disabled at the ends)", () => {
  it("pages through its items, Previous disabled at the start and Next at the end", () => {
    showCarousel();
    const previous = screen.getByRole("button", { name: /Previous/ }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: /Next/ }) as HTMLButtonElement;
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
    act(() => fireEvent.click(next));
    expect([previous.disabled, next.disabled]).toEqual([false, false]);
    act(() => fireEvent.click(next));
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
    act(() => fireEvent.click(previous));
    act(() => fireEvent.click(previous));
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
  });

  it("shows no buttons when every item fits", () => {
    Object.defineProperty(HTMLUListElement.prototype, "scrollWidth", { configurable: true, get: () => 300 });
    showCarousel();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("steps one item at a time where asked, and keeps its buttons when every item fits where asked", () => {
    // Items 150 px apart (width and gap): the 600 px the track scrolls are four steps.
    Object.defineProperty(HTMLLIElement.prototype, "offsetLeft", {
      configurable: true,
      get(this: HTMLElement) {
        return [...this.parentElement!.children].indexOf(this) * 150;
      },
    });
    const items = (names: string[]) => names.map((name) => <CarouselItem key={name}>{name}</CarouselItem>);
    const view = render(
      <Carousel label="Search results" hint={false} step="item" controls="always">
        {items(["One", "Two", "Three"])}
      </Carousel>,
    );
    const next = screen.getByRole("button", { name: /Next/ }) as HTMLButtonElement;
    for (let step = 0; step < 3; step++) act(() => fireEvent.click(next));
    expect(next.disabled).toBe(false);
    act(() => fireEvent.click(next));
    expect(next.disabled).toBe(true);
    delete (HTMLLIElement.prototype as unknown as Record<string, unknown>).offsetLeft;

    Object.defineProperty(HTMLUListElement.prototype, "scrollLeft", { configurable: true, get: () => 0 });
    Object.defineProperty(HTMLUListElement.prototype, "scrollWidth", { configurable: true, get: () => 300 });
    view.rerender(
      <Carousel label="Search results" hint={false} step="item" controls="always">
        {items(["Four"])}
      </Carousel>,
    );
    const buttons = screen.getAllByRole("button") as HTMLButtonElement[];
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ["‹ Previous", true],
      ["Next ›", true],
    ]);
  });

  it("throws when a carousel control is used outside a carousel (spec §8)", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<CarouselControls />)).toThrow("useCarousel must be used within a <Carousel />");
    vi.mocked(console.error).mockRestore();
  });
});
