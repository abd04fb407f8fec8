import { describe, expect, it } from "vitest";
import { cutAtSlots, fillSlots } from "./slotted-page.ts";

describe("a page cut at its slots", () => {
  const slots = ["\u0000nonce\u0000", "key-slot"];

  it("is filled with each answer's values wherever a slot stands, the bytes between kept as they were", () => {
    const page = cutAtSlots(Buffer.from("\u0000nonce\u0000<p>Café… key-slot</p>key-slotkey-slot<i>\u0000nonce\u0000</i>"), slots);
    expect(fillSlots(page, ["N1", "K1"]).toString()).toBe("N1<p>Café… K1</p>K1K1<i>N1</i>");
    expect(fillSlots(page, ["N2", "K2"]).toString()).toBe("N2<p>Café… K2</p>K2K2<i>N2</i>");
  });

  it("sends a page without slots as it is", () => {
    expect(fillSlots(cutAtSlots(Buffer.from("<p>plain</p>"), slots), ["N", "K"]).toString()).toBe("<p>plain</p>");
  });
});
