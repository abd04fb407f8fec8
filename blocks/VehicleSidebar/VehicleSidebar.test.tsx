// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { Car } from "../../runtime/types/index.ts";
import VehicleSidebar from "./VehicleSidebar.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { VehicleSidebarProps } from "./props.gen.ts";
import { FAVOURITES_KEY } from "../../runtime/kit/favourites.ts";
import { COMPARE_KEY } from "../../runtime/kit/shopper-lists.ts";
import { RECENTLY_VIEWED_KEY } from "../../runtime/kit/rules.ts";
import { installReducedMotionQuery, setReducedMotion } from "../../tests/kit/blocks/test-reduced-motion.ts";
import { preloadLeadFormCode } from "../../runtime/kit/loaders.ts";

// The request-photos form's code at hand, as on the server: a form waiting for it would render only outside act().
await preloadLeadFormCode();

const props = propsFrom<VehicleSidebarProps>(schema);
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.localStorage.clear();
  fetchMock = vi.fn(async (url: string) => {
    if (String(url).includes("/view.json")) return new Response(JSON.stringify({ views: 99, car_fields: {} }));
    return new Response(JSON.stringify({ revealed: true }));
  });
  vi.stubGlobal("fetch", fetchMock);
});
beforeAll(async () => {
  installReducedMotionQuery();
  // The toast loads framer-motion when it first shows; loaded here, before any test fakes the timers, framer-motion
  // keeps the browser's real animation frames.
  await import("framer-motion");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function show(car: Car = testCar(), site = vehicleSite()) {
  const { data } = await loadForCar(load, props, car, site);
  return renderBlock(VehicleSidebar, { props, data, site });
}

describe("VehicleSidebar title and price", () => {
  it("shows 'year make model', 'badge series', the price and the was-price", async () => {
    await show(testCar({ price: 27990, before_price: 29990 }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("2021 Toyota CorollaAscent Sport ZWE211R");
    expect(screen.getByText("$27,990")).toBeTruthy();
    expect(screen.getByText("$29,990").tagName).toBe("S");
  });

  it("shows the site's no-price text and no was-price for a car without a price", async () => {
    await show(testCar({ price: 0, before_price: 10000 }));
    expect(screen.getByText("Enquire for price.")).toBeTruthy();
    expect(screen.queryByText(/Was/)).toBeNull();
  });

  it("links the car's location", async () => {
    await show();
    expect(screen.getByRole("link", { name: "Harbour Motors Toyota - Sales" }).getAttribute("href")).toBe("/locations/harbour-motors-toyota");
  });

  it("shows the certified badge only for certified Toyotas on sites with the feature", async () => {
    await show(testCar({ certified: true }), vehicleSite({ certified_badge: true }));
    expect(screen.getByText("Toyota Certified Pre-Owned")).toBeTruthy();
  });
});

describe("VehicleSidebar action buttons", () => {
  it("offers enquire, test drive and trade-in for an in-stock car", async () => {
    await show();
    const list = screen.getAllByRole("list")[0]!;
    expect(within(list).getAllByRole("link").map((a) => a.textContent)).toEqual(["Enquire Now", "Book a Test Drive", "Trade-In Valuation"]);
  });

  it("offers reserve at the site's checkout path and the history report when the car has a file and the site its report plugin", async () => {
    const car = testCar({ file: "https://cdn.example.com/report.pdf" });
    const site = vehicleSite({ checkout: true, checkout_path: "buy-online" });
    await show(car, site);
    expect(screen.queryByRole("link", { name: "View History Report" })).toBeNull();
    cleanup();
    await show(car, { ...site, plugins: { ...site.plugins, ppsr_report: true } });
    expect(screen.getByRole("link", { name: "Buy Online" }).getAttribute("href")).toBe(`/cars/${car.slug}/buy-online`);
    expect(screen.getByRole("link", { name: "View History Report" }).getAttribute("href")).toBe("https://cdn.example.com/report.pdf");
  });

  it("shows no action buttons for a sold car", async () => {
    await show(testCar({ status: "sold", sold: true }));
    expect(screen.queryByRole("link", { name: "Enquire Now" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Book a Test Drive" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Request More Photos" })).toBeNull();
    expect(document.querySelector(".fc-vdp-actions")).toBeNull();
  });

  it("offers Request More Photos among the actions, opening the request-photos form in a dialog", async () => {
    await show();
    const list = screen.getAllByRole("list")[0]!;
    const button = within(list).getByRole("button", { name: "Request More Photos" });
    const dialog = button.closest("li")!.querySelector("dialog")!;
    expect(dialog.open).toBe(false);
    fireEvent.click(button);
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole("heading", { name: "Request Photos" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Request Photos" })).toBeTruthy();
    expect(within(dialog).getByLabelText(/First Name/)).toBeTruthy();
  });

  it("opens Enquire and Book a Test Drive in dialogs on the page, from links to their forms", async () => {
    const car = testCar();
    await show(car);
    const testDrive = screen.getByRole("link", { name: "Book a Test Drive" });
    expect(testDrive.getAttribute("href")).toBe(`/book-test-drive/?car_id=${car.id}`);
    expect(screen.getByRole("link", { name: "Enquire Now" }).getAttribute("href")).toBe("#enquire");
    const dialog = testDrive.closest("li")!.querySelector("dialog")!;
    expect(dialog.open).toBe(false);
    fireEvent.click(testDrive);
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole("heading", { name: "Book a Test Drive" })).toBeTruthy();
    const enquire = screen.getByRole("link", { name: "Enquire Now" });
    fireEvent.click(enquire);
    expect(within(enquire.closest("li")!.querySelector("dialog")!).getByRole("heading", { name: "Enquire Now" })).toBeTruthy();
  });

  it("keeps Enquire and Book a Test Drive as plain links where the sidebar opens no dialogs", async () => {
    const { data } = await loadForCar(load, propsFrom<VehicleSidebarProps>(schema, { action_dialogs: false }), testCar(), vehicleSite());
    renderBlock(VehicleSidebar, { props: propsFrom<VehicleSidebarProps>(schema, { action_dialogs: false }), data, site: vehicleSite() });
    expect(screen.getByRole("link", { name: "Book a Test Drive" }).closest("li")!.querySelector("dialog")).toBeNull();
    expect(screen.getByRole("link", { name: "Enquire Now" }).className).toContain("fc-button--primary");
  });

  it("leaves Request More Photos out where the site turns it off", async () => {
    await show(testCar(), vehicleSite({ request_photos: false }));
    expect(screen.queryByRole("button", { name: "Request More Photos" })).toBeNull();
    expect(screen.getByRole("link", { name: "Enquire Now" })).toBeTruthy();
  });
});

describe("VehicleSidebar phone", () => {
  it("masks the number after 5 characters until clicked, then shows it and sends the reveal call", async () => {
    const car = testCar();
    await show(car);
    fireEvent.click(screen.getByRole("button", { name: "02 90XX XXXX Show number" }));
    const number = screen.getByRole("link", { name: "02 9000 1234" });
    expect(number.getAttribute("href")).toBe("tel:0290001234");
    expect(document.activeElement).toBe(number);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/cars/reveal-phone")).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/cars/reveal-phone")!;
    expect(JSON.parse(init.body)).toEqual({ car_id: car.id, dealership_id: car.dealership_id, website_id: "harbour-motors" });
  });

  it("shows the number at once on sites that say so", async () => {
    await show(testCar(), vehicleSite({ phone_shown_at_once: true }));
    const number = screen.getByRole("link", { name: "02 9000 1234" });
    expect(document.activeElement).not.toBe(number);
  });

  it("logs a failed reveal call to the console only", async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === "/api/cars/reveal-phone") throw new Error("offline");
      return new Response("{}");
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await show();
    fireEvent.click(screen.getByRole("button", { name: /Show number$/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Phone reveal failed", expect.any(Error)));
    expect(screen.getByRole("link", { name: "02 9000 1234" })).toBeTruthy();
  });
});

describe("VehicleSidebar share row", () => {
  it("offers Facebook, Twitter, WhatsApp, e-mail and SMS, without Twitter where the site turns it off", async () => {
    const { unmount } = await show();
    expect(screen.getByRole("link", { name: "Twitter" })).toBeTruthy();
    unmount();
    await show(testCar(), vehicleSite({ share_twitter: false }));
    expect(screen.queryByRole("link", { name: "Twitter" })).toBeNull();
    for (const name of ["Facebook", "WhatsApp", "E-mail", "SMS"]) expect(screen.getByRole("link", { name })).toBeTruthy();
  });

  it("opens social shares in a 550x400 window", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    await show();
    fireEvent.click(screen.getByRole("link", { name: "Facebook" }));
    expect(open).toHaveBeenCalledWith(expect.stringContaining("facebook.com/sharer"), "share-facebook", expect.stringContaining("width=550,height=400"));
  });

  it("copies the link and shows 'Copied' for 1.5 s", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    const car = testCar();
    await show(car);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(writeText).toHaveBeenCalledWith(`https://harbourmotors.com.au${car.path}`);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
  });

  it("keeps 'Copied' (and the toast) for the full time after a second quick copy", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: async () => {} }, configurable: true });
    vi.useFakeTimers();
    await show(testCar(), vehicleSite({ share_toast: true }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copied" })));
    // The first copy's 1.5 s and 3 s have passed; the second copy's have not.
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999 - 1500));
    expect(screen.getByRole("status").textContent).toBe("Link copied");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("falls back to a selection copy where the Clipboard API is missing", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    await show();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
  });

  it("also shows a 3 s toast on sites with the share toast", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: async () => {} }, configurable: true });
    vi.useFakeTimers();
    await show(testCar(), vehicleSite({ share_toast: true }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(screen.getByRole("status").textContent).toBe("Link copied");
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole("status").textContent).toBe("Link copied");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  describe("toast motion", () => {
    afterEach(() => setReducedMotion(false));
    const copyWithToast = async () => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: async () => {} }, configurable: true });
      await show(testCar(), vehicleSite({ share_toast: true }));
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
      return screen.getByRole("status");
    };

    it("rises and fades into view", async () => {
      const toast = await copyWithToast();
      await waitFor(() => expect(toast.style.opacity).toBe("1"));
      expect(toast.style.transform).toContain("translateX(-50%)");
    });

    it("just appears under prefers-reduced-motion", async () => {
      setReducedMotion(true);
      const toast = await copyWithToast();
      expect(toast.textContent).toBe("Link copied");
      expect(toast.getAttribute("style")).toBeNull();
    });
  });
});

describe("VehicleSidebar favourite, print, PDF, views and recently viewed", () => {
  it("toggles SAVE / SAVED and keeps the favourite in the browser", async () => {
    await show();
    fireEvent.click(screen.getByRole("button", { name: "SAVE" }));
    expect(screen.getByRole("button", { name: "SAVED" }).getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY)!)[0]).toMatchObject({ id: 10100001, slug: testCar().slug });
  });

  it("hides the favourite for cars not in stock and, under the stricter rule, for cars without a price", async () => {
    const { unmount } = await show(testCar({ status: "sold", sold: true }));
    expect(screen.queryByRole("button", { name: "SAVE" })).toBeNull();
    unmount();
    await show(testCar({ price: 0 }), vehicleSite({ favourites_rule: "used_priced_with_images" }));
    expect(screen.queryByRole("button", { name: "SAVE" })).toBeNull();
  });

  it("toggles SAVE TO COMPARE for an in-stock car and hides it for a sold one (spec §4)", async () => {
    const { unmount } = await show();
    fireEvent.click(screen.getByRole("button", { name: "SAVE TO COMPARE" }));
    expect(screen.getByRole("button", { name: "SAVED TO COMPARE" }).getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(window.localStorage.getItem(COMPARE_KEY)!)).toEqual([expect.objectContaining({ id: 10100001, slug: testCar().slug })]);
    unmount();
    await show(testCar({ status: "sold", sold: true }));
    expect(screen.queryByRole("button", { name: /COMPARE/ })).toBeNull();
  });

  it("refuses a fourth car to compare with a message", async () => {
    const others = [1, 2, 3].map((id) => ({ id, name: `Car ${id}`, slug: `car-${id}` }));
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify(others));
    await show();
    fireEvent.click(screen.getByRole("button", { name: "SAVE TO COMPARE" }));
    expect(screen.getByRole("alert").textContent).toBe("You can compare up to 3 cars. Remove one to add another.");
    expect(screen.getByRole("button", { name: "SAVE TO COMPARE" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("opens the print page in a new tab", async () => {
    const car = testCar();
    await show(car);
    const print = screen.getByRole("link", { name: "Print" });
    expect(print.getAttribute("href")).toBe(`/print?car_id=${car.slug}`);
    expect(print.getAttribute("target")).toBe("_blank");
  });

  it("shows 'Preparing...' while the PDF downloads and alerts a failure", async () => {
    let fail: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url: string) =>
      String(url).endsWith("/pdf") ? new Promise<Response>((resolve) => (fail = resolve)) : Promise.resolve(new Response("{}")),
    );
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    await show();
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByRole("button", { name: "Preparing..." })).toHaveProperty("disabled", true);
    await act(async () => fail(new Response("nope", { status: 500 })));
    expect(alert).toHaveBeenCalledWith("The PDF could not be prepared (500).");
    expect(await screen.findByRole("button", { name: "Download PDF" })).toHaveProperty("disabled", false);
  });

  it("counts the view and shows the count where the site enables it", async () => {
    const car = testCar();
    await show(car, vehicleSite({ show_views: true }));
    await waitFor(() => expect(screen.getByText("99 views")).toBeTruthy());
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      `/api/cars/${car.slug}/view.json?photos_count=5&updated_at=2025-05-02T00%3A00%3A00.000Z&website_id=harbour-motors`,
    );
  });

  it("counts the view without showing it by default", async () => {
    await show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(/views/)).toBeNull();
  });

  it("keeps the recently viewed record where enabled", async () => {
    const { unmount } = await show();
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([
      {
        id: 10100001, stocknum: "U1234", make: "Toyota", model: "Corolla", body: "Hatchback", simple_body: "hatchback",
        slug: testCar().slug, name: "2021 Toyota Corolla Ascent Sport",
      },
    ]);
    unmount();
    window.localStorage.clear();
    await show(testCar(), vehicleSite({ recently_viewed: false }));
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });
});

describe("VehicleSidebar finance slot", () => {
  const lender = {
    disclaimer: null, deposit: null, balloon: null, paymentWeek: 123, paymentMonth: 533, totalPayable: null, interestRate: 7.99,
    comparisonRate: 8.38, termYears: 5, termMonths: null, termWeeks: null, establishmentFees: null, financeProvider: "default",
  };
  const financeSite = () => vehicleSite({}, { finance_provider: null, finance: { purchase: true, teaser: true, excluded_dealerships: [], comparison_example: null } });

  it("renders the FinanceTeaser block under the price when its rule shows a teaser", async () => {
    await show(testCar({ finance_lenders: { default: lender } }), financeSite());
    const teaser = screen.getByRole("region", { name: "Finance" });
    expect(within(teaser).getByText("$123")).toBeTruthy();
    expect(within(teaser).getByRole("link", { name: "Get Finance" })).toBeTruthy();
  });

  it("leaves the slot empty when the teaser's rule says no, or the sidebar has no slot", async () => {
    const { unmount } = await show(testCar(), financeSite());
    expect(screen.queryByRole("region", { name: "Finance" })).toBeNull();
    unmount();
    const noSlot = propsFrom<VehicleSidebarProps>(schema, { finance_teaser: false });
    const car = testCar({ finance_lenders: { default: lender } });
    const { data } = await loadForCar(load, noSlot, car, financeSite());
    renderBlock(VehicleSidebar, { props: noSlot, data, site: financeSite() });
    expect(screen.queryByRole("region", { name: "Finance" })).toBeNull();
  });
});
