import { describe, expect, it } from "vitest";
import { currentOffers, isOfferCurrent, offerEndLabel } from "./offers.ts";

const offer = (id: string, start: string | null, expiry: string | null) => ({ id, start, expiry });

describe("special offers on a controlled clock", () => {
  const easter = offer("easter", "2026-04-01T00:00:00+10:00", "2026-04-08T00:00:00+10:00");

  it("shows an offer from its start to just before its expiry", () => {
    expect(isOfferCurrent(easter, new Date("2026-03-31T13:59:59Z"))).toBe(false);
    expect(isOfferCurrent(easter, new Date("2026-03-31T14:00:00Z"))).toBe(true);
    expect(isOfferCurrent(easter, new Date("2026-04-07T13:59:59Z"))).toBe(true);
    expect(isOfferCurrent(easter, new Date("2026-04-07T14:00:00Z"))).toBe(false);
  });

  it("treats a missing start or expiry as open", () => {
    expect(isOfferCurrent(offer("always", null, null), new Date("2030-01-01T00:00:00Z"))).toBe(true);
    expect(isOfferCurrent(offer("until", null, "2026-01-01T00:00:00Z"), new Date("2025-01-01T00:00:00Z"))).toBe(true);
    expect(isOfferCurrent(offer("from", "2026-01-01T00:00:00Z", null), new Date("2025-12-31T23:59:59Z"))).toBe(false);
  });

  it("keeps the current offers in the document's order", () => {
    const offers = [offer("b", null, null), easter, offer("a", null, "2026-04-02T00:00:00Z")];
    expect(currentOffers(offers, new Date("2026-04-01T12:00:00Z")).map((o) => o.id)).toEqual(["b", "easter", "a"]);
    expect(currentOffers(offers, new Date("2026-04-05T12:00:00Z")).map((o) => o.id)).toEqual(["b", "easter"]);
  });
});

describe("an offer's end date", () => {
  it("reads the expiry's own calendar date, whatever the machine's zone", () => {
    expect(offerEndLabel("2026-04-30T23:59:59+10:00")).toBe("Offer ends 30/04/2026");
  });
});
