import { describe, expect, it } from "vitest";
import { regoExpiryText } from "./rego-expiry.ts";

const now = new Date(2025, 5, 15, 14, 30);

describe("regoExpiryText", () => {
  it("shows a future expiry as 'Expires on dd/MM/yyyy'", () => {
    expect(regoExpiryText("2026-01-09", now, false)).toBe("Expires on 09/01/2026");
    expect(regoExpiryText("2025-06-16", now, true)).toBe("Expires on 16/06/2025");
  });

  it("still counts a rego expiring today as registered", () => {
    expect(regoExpiryText("2025-06-15", now, true)).toBe("Expires on 15/06/2025");
  });

  it("shows a past expiry as 'Unregistered' only where the site says so", () => {
    expect(regoExpiryText("2025-06-14", now, true)).toBe("Unregistered");
    expect(regoExpiryText("2025-06-14", now, false)).toBeNull();
  });

  it("shows nothing for missing or unreadable dates", () => {
    expect(regoExpiryText(null, now, true)).toBeNull();
    expect(regoExpiryText("", now, true)).toBeNull();
    expect(regoExpiryText("soon", now, true)).toBeNull();
  });
});
