import { describe, expect, it } from "vitest";
import { watchedCarAlert, watchedCarState } from "./watched-car-alert.ts";

const options = { subscription: false, noPriceText: "Enquire for price." };
const car = { price: 30_000, before_price: null, offer_price: null, subscription_price: null, preorder: false, status: "in_stock" as const, sold: false };

describe("watched car alerts (issue 20 §4: price drops and sold cars)", () => {
  it("knows a car by the price the shopper sees: the offer price over the car price, whole dollars", () => {
    expect(watchedCarState(car, options)).toEqual({ price: 30_000, sold: false });
    expect(watchedCarState({ ...car, offer_price: 28_499.6 }, options)).toEqual({ price: 28_500, sold: false });
    expect(watchedCarState({ ...car, price: 0 }, options)).toEqual({ price: null, sold: false });
    expect(watchedCarState({ ...car, subscription_price: 199 }, { ...options, subscription: true })).toEqual({ price: null, sold: false });
  });

  it("counts a sold car, and a car gone from the stock, as sold", () => {
    expect(watchedCarState({ ...car, sold: true }, options).sold).toBe(true);
    expect(watchedCarState({ ...car, status: "sold" }, options).sold).toBe(true);
    expect(watchedCarState(undefined, options).sold).toBe(true);
  });

  it("tells of a price below the one the shopper last knew", () => {
    expect(watchedCarAlert({ price: 30_000, sold: false }, { price: 28_000, sold: false })).toEqual({ kind: "price-drop", from: 30_000, to: 28_000 });
    expect(watchedCarAlert({ price: 30_000, sold: false }, { price: 29_999, sold: false })).toEqual({ kind: "price-drop", from: 30_000, to: 29_999 });
  });

  it("is silent about rises, equal prices and prices that appear or vanish", () => {
    expect(watchedCarAlert({ price: 30_000, sold: false }, { price: 30_000, sold: false })).toBeNull();
    expect(watchedCarAlert({ price: 30_000, sold: false }, { price: 31_000, sold: false })).toBeNull();
    expect(watchedCarAlert({ price: null, sold: false }, { price: 25_000, sold: false })).toBeNull();
    expect(watchedCarAlert({ price: 30_000, sold: false }, { price: null, sold: false })).toBeNull();
  });

  it("tells of a sale once", () => {
    expect(watchedCarAlert({ price: 30_000, sold: false }, { price: null, sold: true })).toEqual({ kind: "sold" });
    expect(watchedCarAlert({ price: null, sold: true }, { price: null, sold: true })).toBeNull();
  });
});
