import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

describe("escapeHtml", () => {
  it("escapes the characters that end text or an attribute, and leaves the rest", () => {
    expect(escapeHtml(`<a href="x">Tom's & Co</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;Tom&#39;s &#38; Co&#60;/a&#62;");
    expect(escapeHtml("© OpenStreetMap contributors")).toBe("© OpenStreetMap contributors");
  });
});
