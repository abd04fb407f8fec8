import { describe, expect, it } from "vitest";
import { cardTag, type CardTagOptions } from "./card-tag.ts";

const now = new Date("2025-03-10T12:00:00Z");
const options: CardTagOptions = { fuelTypeTags: true, justArrivedDays: 8, justArrivedTagName: "New Arrival", soldTagName: "JUST SOLD" };
const plain = {
  status: "in_stock" as const, sold: false, reserved: false, certified: false, make: "Mazda", car_type: "new" as const,
  tag: null, simple_fuel: "Petrol" as const, created_at: "2024-01-01T00:00:00Z",
};
// A car that qualifies for every tag, so each step down the precedence removes one reason.
const everything = {
  ...plain, simple_fuel: "Hybrid" as const, reserved: true, certified: true, make: "Toyota", car_type: "used" as const,
  tag: "Test Drive Only", status: "coming_soon" as const, created_at: "2025-03-09T00:00:00Z",
};

describe("cardTag precedence (spec §4)", () => {
  it("puts the fuel tag first when the site enables it", () => {
    expect(cardTag(everything, options, now)).toEqual({ kind: "fuel", text: "Hybrid" });
    expect(cardTag({ ...plain, simple_fuel: "Electric" }, options, now)).toEqual({ kind: "fuel", text: "Electric" });
    expect(cardTag({ ...plain, simple_fuel: "Plug-in Hybrid" }, options, now)).toEqual({ kind: "fuel", text: "Plug-in Hybrid" });
  });

  it("then Reserved", () => {
    expect(cardTag(everything, { ...options, fuelTypeTags: false }, now)).toEqual({ kind: "reserved", text: "Reserved" });
  });

  it("then the certified logo, only for used certified Toyotas", () => {
    const car = { ...everything, reserved: false };
    expect(cardTag(car, { ...options, fuelTypeTags: false }, now)).toEqual({ kind: "certified" });
    expect(cardTag({ ...car, make: "TOYOTA " }, { ...options, fuelTypeTags: false }, now)).toEqual({ kind: "certified" });
    expect(cardTag({ ...car, car_type: "demo" }, { ...options, fuelTypeTags: false }, now)).toEqual({ kind: "dealer", text: "Test Drive Only" });
    expect(cardTag({ ...car, make: "Lexus" }, { ...options, fuelTypeTags: false }, now)).toEqual({ kind: "dealer", text: "Test Drive Only" });
  });

  it("then the dealer tag text, then COMING SOON", () => {
    const car = { ...everything, simple_fuel: "Petrol" as const, reserved: false, certified: false };
    expect(cardTag(car, options, now)).toEqual({ kind: "dealer", text: "Test Drive Only" });
    expect(cardTag({ ...car, tag: "  " }, options, now)).toEqual({ kind: "coming_soon", text: "COMING SOON" });
  });

  it("then the new-arrival tag up to exactly the just-arrived window", () => {
    expect(cardTag({ ...plain, created_at: "2025-03-02T12:00:00.000Z" }, options, now)).toEqual({ kind: "new_arrival", text: "New Arrival" });
    expect(cardTag({ ...plain, created_at: "2025-03-02T11:59:59.999Z" }, options, now)).toBeNull();
    expect(cardTag({ ...plain, created_at: "2025-03-09T00:00:00Z" }, { ...options, justArrivedTagName: "Just In" }, now))
      .toEqual({ kind: "new_arrival", text: "Just In" });
  });

  it("reads the arrival time in any RFC 3339 form, and no tag from an impossible date", () => {
    expect(cardTag({ ...plain, created_at: "2025-03-02T22:00:00+10:00" }, options, now)).toEqual({ kind: "new_arrival", text: "New Arrival" });
    expect(cardTag({ ...plain, created_at: "2025-03-02T21:59:59.999+10:00" }, options, now)).toBeNull();
    expect(cardTag({ ...plain, created_at: "2025-03-02T12:00:00.5Z" }, options, now)).toEqual({ kind: "new_arrival", text: "New Arrival" });
    expect(cardTag({ ...plain, created_at: "2025-02-29T12:00:00Z" }, options, new Date("2025-03-02T12:00:00Z"))).toBeNull();
    expect(cardTag({ ...plain, created_at: "2025-11-31T12:00:00Z" }, options, new Date("2025-12-02T12:00:00Z"))).toBeNull();
    const endOfMonth = new Date("2025-04-07T12:00:00Z");
    expect(cardTag({ ...plain, created_at: "2025-03-31T12:00:00.000Z" }, options, endOfMonth)).toEqual({ kind: "new_arrival", text: "New Arrival" });
    expect(cardTag({ ...plain, created_at: "2025-03-30T11:59:59.999Z" }, options, endOfMonth)).toBeNull();
  });

  it("shows no tag otherwise", () => {
    expect(cardTag(plain, options, now)).toBeNull();
  });

  it("gives sold cards the sold tag, default JUST SOLD", () => {
    expect(cardTag({ ...everything, status: "sold", sold: true }, options, now)).toEqual({ kind: "sold", text: "JUST SOLD" });
    expect(cardTag({ ...plain, sold: true }, { ...options, soldTagName: "SOLD" }, now)).toEqual({ kind: "sold", text: "SOLD" });
  });
});
