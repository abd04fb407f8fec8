import { describe, expect, it } from "vitest";
import { offersTradeIn, vehicleActions, type VehicleActionOptions } from "./vehicle-actions.ts";

const car = { id: 42, slug: "2021-toyota-corolla-42", status: "in_stock" as const, sold: false, reserved: false, price: 24990, file: null };
const options: VehicleActionOptions = {
  enquireLabel: "Enquire Now",
  enquireHref: "#enquire",
  testDriveHref: "/book-test-drive/?car_id=42",
  testDrive: true,
  tradeIn: true,
  checkout: false,
  checkoutPath: "checkout",
  historyReport: true,
};
const ids = (c = car, o = options) => vehicleActions(c, o).map((a) => a.id);

describe("vehicleActions", () => {
  it("offers enquire, test drive and trade-in for an in-stock car", () => {
    expect(vehicleActions(car, options)).toEqual([
      { id: "enquire", label: "Enquire Now", href: "#enquire" },
      { id: "test_drive", label: "Book a Test Drive", href: "/book-test-drive/?car_id=42" },
      { id: "trade_in", label: "Trade-In Valuation", href: "/cars/trade-in?car_id=42" },
    ]);
  });

  it("offers nothing for cars not in stock", () => {
    expect(ids({ ...car, status: "sold" as "in_stock", sold: true })).toEqual([]);
    expect(ids({ ...car, status: "withdrawn" as "in_stock" })).toEqual([]);
    expect(ids({ ...car, status: "coming_soon" as "in_stock" })).toContain("enquire");
  });

  it("offers trade-in only when the site allows it and the car can be valued instantly", () => {
    expect(ids(car, { ...options, tradeIn: false })).not.toContain("trade_in");
    expect(ids({ ...car, price: 201 })).toContain("trade_in");
    expect(ids({ ...car, price: 200 })).not.toContain("trade_in");
    expect(ids({ ...car, price: 0 })).not.toContain("trade_in");
    expect(ids({ ...car, reserved: true })).not.toContain("trade_in");
    // Coming soon is in stock (the other buttons show) but not yet valued for trade-ins.
    const comingSoon = ids({ ...car, status: "coming_soon" as "in_stock" });
    expect(comingSoon).toContain("test_drive");
    expect(comingSoon).not.toContain("trade_in");
  });

  it("decides the trade-in per car: site flag and instant-valuation eligibility", () => {
    const base = { status: "in_stock" as const, sold: false, reserved: false, price: 201 };
    expect(offersTradeIn(base, true)).toBe(true);
    expect(offersTradeIn(base, false)).toBe(false);
    expect(offersTradeIn({ ...base, price: 200 }, true)).toBe(false);
    expect(offersTradeIn({ ...base, sold: true }, true)).toBe(false);
    expect(offersTradeIn({ ...base, reserved: true }, true)).toBe(false);
    expect(offersTradeIn({ ...base, status: "coming_soon" }, true)).toBe(false);
    expect(offersTradeIn({ ...base, status: "sold" }, true)).toBe(false);
  });

  it("offers reserve only with checkout on, at the site's path, for unreserved cars", () => {
    expect(ids()).not.toContain("reserve");
    const reserve = vehicleActions(car, { ...options, checkout: true }).find((a) => a.id === "reserve");
    expect(reserve).toEqual({ id: "reserve", label: "Reserve Online", href: "/cars/2021-toyota-corolla-42/checkout" });
    const buy = vehicleActions(car, { ...options, checkout: true, checkoutPath: "buy-online" }).find((a) => a.id === "reserve");
    expect(buy).toEqual({ id: "reserve", label: "Buy Online", href: "/cars/2021-toyota-corolla-42/buy-online" });
    expect(ids({ ...car, reserved: true }, { ...options, checkout: true })).not.toContain("reserve");
  });

  it("offers the history report only when the car has a file", () => {
    expect(ids()).not.toContain("history_report");
    expect(ids({ ...car, file: "" as unknown as null })).not.toContain("history_report");
    const withFile = vehicleActions({ ...car, file: "https://cdn.example.com/ppsr.pdf" as unknown as null }, options);
    expect(withFile.at(-1)).toEqual({ id: "history_report", label: "View History Report", href: "https://cdn.example.com/ppsr.pdf" });
    expect(ids({ ...car, file: "https://cdn.example.com/ppsr.pdf" as unknown as null }, { ...options, historyReport: false })).not.toContain("history_report");
  });
});
