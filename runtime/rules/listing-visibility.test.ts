import { describe, expect, it } from "vitest";
import { isListed, listedUntil } from "./listing-visibility.ts";

const now = new Date("2025-03-10T12:00:00Z");
const options = { recentlySoldDays: 3 };
const inStock = { status: "in_stock" as const, sold: false, sold_at: null, show_on_dealer_website: true };
const soldAt = (iso: string) => ({ ...inStock, status: "sold" as const, sold: true, sold_at: iso });

describe("isListed", () => {
  it("shows in_stock and coming_soon cars", () => {
    expect(isListed(inStock, options, now)).toBe(true);
    expect(isListed({ ...inStock, status: "coming_soon" }, options, now)).toBe(true);
  });

  it("hides every car the dealer keeps off the website", () => {
    expect(isListed({ ...inStock, show_on_dealer_website: false }, options, now)).toBe(false);
    expect(isListed({ ...soldAt("2025-03-10T11:00:00Z"), show_on_dealer_website: false }, options, now)).toBe(false);
  });

  it("shows a sold car up to exactly 3 days after it sold, not a millisecond longer", () => {
    expect(isListed(soldAt("2025-03-07T12:00:00.000Z"), options, now)).toBe(true);
    expect(isListed(soldAt("2025-03-07T11:59:59.999Z"), options, now)).toBe(false);
  });

  it("uses the configured window", () => {
    const car = soldAt("2025-03-04T12:00:00Z");
    expect(isListed(car, { recentlySoldDays: 3 }, now)).toBe(false);
    expect(isListed(car, { recentlySoldDays: 6 }, now)).toBe(true);
    expect(isListed(soldAt("2025-03-10T11:00:00Z"), { recentlySoldDays: 0 }, now)).toBe(false);
  });

  it("treats the sold flag as sold even while the status lags behind", () => {
    const car = { ...inStock, sold: true, sold_at: "2025-03-01T00:00:00Z" };
    expect(isListed(car, options, now)).toBe(false);
  });

  it("hides a sold car with no sale time, and withdrawn or archived cars", () => {
    expect(isListed({ ...inStock, status: "sold", sold: true }, options, now)).toBe(false);
    expect(isListed({ ...inStock, status: "withdrawn" }, options, now)).toBe(false);
    expect(isListed({ ...inStock, status: "archived" }, options, now)).toBe(false);
  });
});

describe("listedUntil", () => {
  it("is open-ended in stock, the window's end once sold, null when never listed", () => {
    expect(listedUntil(inStock, options)).toBe(Infinity);
    expect(listedUntil(soldAt("2025-03-07T12:00:00Z"), options)).toBe(Date.parse("2025-03-10T12:00:00Z"));
    expect(listedUntil({ ...inStock, status: "withdrawn" }, options)).toBeNull();
  });
});
