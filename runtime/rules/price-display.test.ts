import { describe, expect, it } from "vitest";
import { formatDollarsAndCents, formatPrice, priceDisplay } from "./price-display.ts";

const base = { price: 0, before_price: null, offer_price: null, subscription_price: null, preorder: false };
const dealer = { subscription: false, noPriceText: "Enquire for price." };

describe("formatPrice", () => {
  it("adds '$' and thousands separators", () => {
    expect(formatPrice(45990)).toBe("$45,990");
    expect(formatPrice(1234567)).toBe("$1,234,567");
    expect(formatPrice(999)).toBe("$999");
    expect(formatPrice(1000)).toBe("$1,000");
  });
});

describe("formatDollarsAndCents", () => {
  it("writes dollars to the cent as Intl's AUD currency format does", () => {
    const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", minimumFractionDigits: 2 });
    for (const amount of [0, 0.005, 1.5, 12.345, 31.875, 1234.5, 98765.4321, -3, -0.125]) {
      expect(formatDollarsAndCents(amount), String(amount)).toBe(aud.format(amount));
    }
  });
});

describe("priceDisplay", () => {
  it("shows the car price when it is over 10", () => {
    expect(priceDisplay({ ...base, price: 11 }, dealer)).toEqual({ kind: "price", amount: 11, text: "$11", wasText: null });
    expect(priceDisplay({ ...base, price: 32990 }, dealer).text).toBe("$32,990");
  });

  it("treats a price of 10 or less as no price", () => {
    expect(priceDisplay({ ...base, price: 10 }, dealer)).toEqual({ kind: "none", amount: null, text: "Enquire for price.", wasText: null });
    expect(priceDisplay({ ...base, price: 0 }, { ...dealer, noPriceText: "Call us" }).text).toBe("Call us");
  });

  it("prefers the reduced price over the car price when over 10", () => {
    expect(priceDisplay({ ...base, price: 30000, offer_price: 28500 }, dealer).amount).toBe(28500);
    expect(priceDisplay({ ...base, price: 30000, offer_price: 10 }, dealer).amount).toBe(30000);
  });

  it("prefers the subscription price on subscription sites only", () => {
    const car = { ...base, price: 30000, subscription_price: 199 };
    expect(priceDisplay(car, { ...dealer, subscription: true })).toEqual({ kind: "subscription", amount: 199, text: "$199", wasText: null });
    expect(priceDisplay(car, dealer).kind).toBe("price");
    expect(priceDisplay({ ...car, subscription_price: 10 }, { ...dealer, subscription: true }).kind).toBe("price");
  });

  it("shows PREORDER for preorders without a price", () => {
    expect(priceDisplay({ ...base, preorder: true }, dealer)).toEqual({ kind: "preorder", amount: null, text: "PREORDER", wasText: null });
    expect(priceDisplay({ ...base, price: 50000, preorder: true }, dealer).kind).toBe("price");
  });

  it("shows the was price only when before_price exceeds price", () => {
    expect(priceDisplay({ ...base, price: 30000, before_price: 30001 }, dealer).wasText).toBe("$30,001");
    expect(priceDisplay({ ...base, price: 30000, before_price: 30000 }, dealer).wasText).toBeNull();
    expect(priceDisplay({ ...base, price: 30000, before_price: 29000 }, dealer).wasText).toBeNull();
  });
});
