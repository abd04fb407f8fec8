import { describe, expect, it } from "vitest";
import { COPIED_NOTICE_MS, SHARE_TOAST_MS, SHARE_WINDOW_FEATURES, shareLinks } from "./share-links.ts";

const url = "https://harbourmotors.com.au/cars/2021-toyota-corolla-1";

describe("shareLinks", () => {
  it("offers Facebook, Twitter, WhatsApp, e-mail and SMS in that order", () => {
    expect(shareLinks(url, "2021 Toyota Corolla", true).map((l) => l.channel)).toEqual(["facebook", "twitter", "whatsapp", "email", "sms"]);
  });

  it("drops Twitter where the site turns it off", () => {
    expect(shareLinks(url, "x", false).map((l) => l.channel)).toEqual(["facebook", "whatsapp", "email", "sms"]);
  });

  it("encodes the page address and title", () => {
    const [facebook, , whatsapp, email] = shareLinks(url, "Corolla & more", true);
    expect(facebook?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(whatsapp?.href).toContain("Corolla%20%26%20more");
    expect(email?.href.startsWith("mailto:?subject=Corolla%20%26%20more&body=https%3A%2F%2F")).toBe(true);
  });

  it("uses the spec's window size and timings", () => {
    expect(SHARE_WINDOW_FEATURES).toContain("width=550,height=400");
    expect(COPIED_NOTICE_MS).toBe(1500);
    expect(SHARE_TOAST_MS).toBe(3000);
  });
});
