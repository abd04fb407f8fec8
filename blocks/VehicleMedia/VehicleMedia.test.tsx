// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { Car } from "../../runtime/types/index.ts";
import VehicleMedia from "./VehicleMedia.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { VehicleMediaProps } from "./props.gen.ts";

const props = propsFrom<VehicleMediaProps>(schema);
const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ url: `/p${i + 1}.jpg`, thumb: { url: `/t${i + 1}.jpg` }, isVideo: false, width: 1200, height: 800 }));
const frames = Array.from({ length: 36 }, (_, i) => `/spin/${i}.jpg`);
const spinCar = (more: Partial<Car> = {}) =>
  testCar({
    spin_images: frames,
    hotspots: [{ id: 1, description: "LED headlights", anchors: ["front"], positions: [{ activeAngle: 2, posX: 20, posY: 40 }] }],
    ...more,
  });

afterEach(() => vi.useRealTimers());

async function show(car: Car, site = vehicleSite()) {
  const { data } = await loadForCar(load, props, car, site);
  return renderBlock(VehicleMedia, { props, data, site });
}

function loadAllFrames() {
  const stage = screen.getByRole("group", { name: /360 degree view/ });
  act(() => stage.querySelectorAll("img").forEach((img) => fireEvent.load(img)));
  return stage;
}

const visibleFrame = (stage: HTMLElement) => [...stage.querySelectorAll("img")].findIndex((img) => !img.hidden);

describe("VehicleMedia tabs", () => {
  it("offers Spin, Walkaround, Gallery and Interior when the car has each, opening on the spin by default", async () => {
    await show(spinCar({ walkaround_videos: [{ url: "/walk.mp4" }], spin_interior_image: "/interior.jpg" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Spin", "Walkaround", "Gallery", "Interior"]);
    expect(screen.getByRole("tab", { name: "Spin" }).getAttribute("aria-selected")).toBe("true");
  });

  it("opens on the gallery where the site says so, and when the car has no spin", async () => {
    const { unmount } = await show(spinCar(), vehicleSite({ default_viewer: "gallery" }));
    expect(screen.getByRole("tab", { name: "Gallery" }).getAttribute("aria-selected")).toBe("true");
    unmount();
    await show(testCar());
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByText("1 / 5")).toBeTruthy();
  });

  it("plays walkaround videos and shows the interior view", async () => {
    await show(spinCar({ walkaround_videos: [{ url: "https://www.youtube.com/embed/walk" }], spin_interior_image: "/interior.jpg" }));
    fireEvent.click(screen.getByRole("tab", { name: "Walkaround" }));
    expect(screen.getByTitle(/walkaround/).tagName).toBe("IFRAME");
    fireEvent.click(screen.getByRole("tab", { name: "Interior" }));
    expect(screen.getByRole("img", { name: /interior/ }).getAttribute("src")).toBe("/interior.jpg");
  });

  it("plays a video listed as both a walkaround and a video once, and each other video", async () => {
    await show(spinCar({ walkaround_videos: [{ url: "/walk.webm" }], videos: [{ url: "/walk.webm" }, { url: "/tour.webm" }] }));
    fireEvent.click(screen.getByRole("tab", { name: "Walkaround" }));
    expect(screen.getAllByLabelText(/walkaround/).map((video) => video.getAttribute("src"))).toEqual(["/walk.webm", "/tour.webm"]);
  });
});

describe("VehicleMedia gallery", () => {
  it("shows thumbnails only when there are more than 3 photos", async () => {
    const { unmount } = await show(testCar({ images: photos(3) }));
    expect(screen.queryByRole("button", { name: "Show photo 1" })).toBeNull();
    unmount();
    await show(testCar({ images: photos(4) }));
    expect(screen.getAllByRole("button", { name: /^Show photo/ })).toHaveLength(4);
  });

  it("loads the first two photos eagerly and the rest lazily, as 600x400 slides", async () => {
    await show(testCar({ images: photos(4) }));
    const slides = screen.getAllByRole("img", { name: /photo \d/, hidden: true });
    expect(slides.map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "lazy", "lazy"]);
    expect([slides[0]!.getAttribute("width"), slides[0]!.getAttribute("height")]).toEqual(["600", "400"]);
  });

  it("inserts the stock video second by default, framed only when it starts with the embed address", async () => {
    const { unmount, container } = await show(testCar({ images: photos(3), external_video_url: "https://www.youtube.com/embed/stock" }));
    const slides = container.querySelectorAll(".fc-vdp-gallery__slide");
    expect(slides[1]!.querySelector("iframe")?.getAttribute("src")).toBe("https://www.youtube.com/embed/stock");
    unmount();
    const other = await show(testCar({ images: photos(3), video_url: "https://videos.example.com/stock.mp4" }), vehicleSite({ stock_video_position: "end" }));
    const last = [...other.container.querySelectorAll(".fc-vdp-gallery__slide")].at(-1)!;
    expect(last.querySelector("video")?.getAttribute("src")).toBe("https://videos.example.com/stock.mp4");
  });

  it("moves with the previous and next buttons, wrapping at the ends", async () => {
    await show(testCar({ images: photos(4) }));
    fireEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(screen.getByText("4 / 4")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByText("2 / 4")).toBeTruthy();
  });

  it("moves with the arrow keys from within the gallery, wrapping at the ends", async () => {
    await show(testCar({ images: photos(4) }));
    const open = screen.getByRole("button", { name: /View full screen/ });
    fireEvent.keyDown(open, { key: "ArrowLeft" });
    expect(screen.getByText("4 / 4")).toBeTruthy();
    fireEvent.keyDown(open, { key: "ArrowRight" });
    fireEvent.keyDown(open, { key: "ArrowRight" });
    expect(screen.getByText("2 / 4")).toBeTruthy();
  });

  it("resets to the first photo after leaving the gallery", async () => {
    await show(spinCar(), vehicleSite({ default_viewer: "gallery" }));
    fireEvent.click(screen.getByRole("button", { name: "Show photo 3" }));
    expect(screen.getByText("3 / 5")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Spin" }));
    fireEvent.click(screen.getByRole("tab", { name: "Gallery" }));
    expect(screen.getByText("1 / 5")).toBeTruthy();
  });

  it("opens a full-screen viewer driven by Left, Right and Escape", async () => {
    await show(testCar({ images: photos(4) }));
    fireEvent.click(screen.getByRole("button", { name: /View full screen/ }));
    const dialog = await screen.findByRole("dialog", { name: /photos/ });
    expect(within(dialog).getByText("1 / 4")).toBeTruthy();
    fireEvent.keyDown(document, { key: "ArrowRight" });
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(within(dialog).getByRole("img").getAttribute("src")).toBe("/p3.jpg");
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    expect(within(dialog).getByText("2 / 4")).toBeTruthy();
    // Escape on a modal dialog is the browser's cancel event (jsdom has no modal dialogs to send it).
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("2 / 4")).toBeTruthy();
    // Focus is back on the gallery's slide 2, the one the viewer showed last.
    expect(document.activeElement?.closest("li")?.getAttribute("aria-label")).toBe("2 of 4");
  });
});

describe("VehicleMedia spin", () => {
  it("loads its frames before it turns", async () => {
    await show(spinCar());
    expect(screen.getByRole("status").textContent).toContain("Loading 360° view");
    expect(screen.getByRole("button", { name: "Turn right" })).toHaveProperty("disabled", true);
    loadAllFrames();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("counts frames the browser loaded before the page hydrated", async () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "complete")!;
    const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "naturalWidth")!;
    Object.defineProperty(HTMLImageElement.prototype, "complete", { get: () => true, configurable: true });
    Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", { get: () => 600, configurable: true });
    try {
      await show(spinCar());
      expect(screen.queryByRole("status")).toBeNull();
      expect(screen.getByRole("button", { name: "Turn right" })).toHaveProperty("disabled", false);
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, "complete", complete);
      Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", naturalWidth);
    }
  });

  it("auto-rotates one frame every interval once loaded, until the shopper takes over", async () => {
    vi.useFakeTimers();
    await show(spinCar());
    const stage = loadAllFrames();
    act(() => vi.advanceTimersByTime(99));
    expect(visibleFrame(stage)).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleFrame(stage)).toBe(1);
    act(() => vi.advanceTimersByTime(200));
    expect(visibleFrame(stage)).toBe(3);
    fireEvent.click(screen.getByRole("button", { name: "Turn left" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleFrame(stage)).toBe(2);
  });

  it("uses the site's interval, and does not auto-rotate where the site disables it", async () => {
    vi.useFakeTimers();
    const { unmount } = await show(spinCar(), vehicleSite({ spin_interval_ms: 250 }));
    let stage = loadAllFrames();
    act(() => vi.advanceTimersByTime(249));
    expect(visibleFrame(stage)).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleFrame(stage)).toBe(1);
    unmount();
    await show(spinCar(), vehicleSite({ spin_auto_rotate: false }));
    stage = loadAllFrames();
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleFrame(stage)).toBe(0);
  });

  it("turns one frame per 20 px of drag", async () => {
    await show(spinCar(), vehicleSite({ spin_auto_rotate: false }));
    const stage = loadAllFrames();
    fireEvent.pointerDown(stage, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 119, pointerId: 1 });
    expect(visibleFrame(stage)).toBe(0);
    fireEvent.pointerMove(stage, { clientX: 160, pointerId: 1 });
    expect(visibleFrame(stage)).toBe(3);
    fireEvent.pointerMove(stage, { clientX: 80, pointerId: 1 });
    expect(visibleFrame(stage)).toBe(35);
    fireEvent.pointerUp(stage, { pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 300, pointerId: 1 });
    expect(visibleFrame(stage)).toBe(35);
  });

  it("turns with the arrow keys and the buttons, showing hotspots at their angle", async () => {
    await show(spinCar(), vehicleSite({ spin_auto_rotate: false }));
    const stage = loadAllFrames();
    fireEvent.keyDown(stage, { key: "ArrowRight" });
    expect(screen.queryByRole("button", { name: "LED headlights" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Turn right" }));
    expect(visibleFrame(stage)).toBe(2);
    const hotspot = screen.getByRole("button", { name: "LED headlights" });
    expect((hotspot.parentElement as HTMLElement).style.left).toBe("20%");
    fireEvent.click(hotspot);
    expect(screen.getByRole("note").textContent).toBe("LED headlights");
    fireEvent.keyDown(stage, { key: "ArrowLeft" });
    expect(visibleFrame(stage)).toBe(1);
  });

  it("logs a frame that fails to load and still becomes interactive", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await show(spinCar());
    const stage = screen.getByRole("group", { name: /360 degree view/ });
    const images = [...stage.querySelectorAll("img")];
    act(() => {
      fireEvent.error(images[0]!);
      images.slice(1).forEach((img) => fireEvent.load(img));
    });
    expect(error).toHaveBeenCalledWith("Spin frame failed to load: /spin/0.jpg");
    expect(screen.getByRole("button", { name: "Turn right" })).toHaveProperty("disabled", false);
    error.mockRestore();
  });
});
