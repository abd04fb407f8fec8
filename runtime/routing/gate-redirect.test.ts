import { describe, expect, it } from "vitest";
import { gateRedirect } from "./gate-redirect.ts";

describe("gateRedirect", () => {
  it("lets everyone through an ungated page", () => {
    expect(gateRedirect({ gate: null, signedIn: false, requested: "/finance" })).toBeNull();
  });

  it("lets a signed-in visitor through a gated page", () => {
    expect(gateRedirect({ gate: "my-garage", signedIn: true, requested: "/my-garage" })).toBeNull();
  });

  it("sends a signed-out visitor to /sign-in with type, redirect and back", () => {
    const target = gateRedirect({
      gate: "online-payment",
      signedIn: false,
      requested: "/online-payment?car_id=12",
      cameFrom: "/cars/2021-toyota-corolla-12",
    });
    const url = new URL(target!, "http://x");
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("type")).toBe("online-payment");
    expect(url.searchParams.get("redirect")).toBe("/online-payment?car_id=12");
    expect(url.searchParams.get("back")).toBe("/cars/2021-toyota-corolla-12");
  });

  it("omits back when the visitor arrived directly", () => {
    const url = new URL(gateRedirect({ gate: "checkout", signedIn: false, requested: "/cars/a/checkout" })!, "http://x");
    expect(url.searchParams.has("back")).toBe(false);
    expect(url.searchParams.get("type")).toBe("checkout");
  });
});
