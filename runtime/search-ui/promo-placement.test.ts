import { describe, expect, it } from "vitest";
import { isPromoActive, placePromos, promoExtras, type PromoCard } from "./promo-placement.ts";

const promo = (overrides: Partial<PromoCard> = {}): PromoCard => ({
  node: "sell-your-car",
  position: 2,
  random_extra: 0,
  start: null,
  expiry: null,
  display: true,
  strictDisplay: false,
  href: "/sell-your-car",
  ...overrides,
});

const now = new Date("2026-03-10T12:00:00Z");
const shape = (slots: ReturnType<typeof placePromos<string>>) => slots.map((slot) => (slot.kind === "hit" ? slot.hit : "PROMO"));

describe("promo cards (spec §2, §3, §9)", () => {
  it("shows only between start and expiry", () => {
    expect(isPromoActive(promo(), now)).toBe(true);
    expect(isPromoActive(promo({ start: "2026-03-10T12:00:00Z" }), now)).toBe(true);
    expect(isPromoActive(promo({ start: "2026-03-10T12:00:01Z" }), now)).toBe(false);
    expect(isPromoActive(promo({ expiry: "2026-03-10T12:00:01Z" }), now)).toBe(true);
    expect(isPromoActive(promo({ expiry: "2026-03-10T12:00:00Z" }), now)).toBe(false);
    expect(isPromoActive(promo({ display: false }), now)).toBe(false);
  });

  it("inserts active promos at their positions", () => {
    const slots = placePromos(["a", "b", "c", "d"], [promo({ position: 0 }), promo({ position: 3 })], [0, 0], now);
    expect(shape(slots)).toEqual(["PROMO", "a", "b", "PROMO", "c", "d"]);
  });

  it("adds the page view's random extra to the base position", () => {
    const slots = placePromos(["a", "b", "c", "d"], [promo({ position: 1, random_extra: 2 })], [2], now);
    expect(shape(slots)).toEqual(["a", "b", "c", "PROMO", "d"]);
  });

  it("draws extras between 0 and each promo's random_extra", () => {
    expect(promoExtras([promo({ random_extra: 2 }), promo()], () => 0.99)).toEqual([2, 0]);
    expect(promoExtras([promo({ random_extra: 2 })], () => 0)).toEqual([0]);
  });

  it("puts a promo past the last card at the end unless it is strict", () => {
    expect(shape(placePromos(["a"], [promo({ position: 5 })], [0], now))).toEqual(["a", "PROMO"]);
    expect(shape(placePromos(["a"], [promo({ position: 5, strictDisplay: true })], [0], now))).toEqual(["a"]);
  });

  it("leaves out expired and future promos", () => {
    const promos = [promo({ position: 0, expiry: "2026-01-01T00:00:00Z" }), promo({ position: 1, start: "2027-01-01T00:00:00Z" })];
    expect(shape(placePromos(["a", "b"], promos, [0, 0], now))).toEqual(["a", "b"]);
  });
});
