import { describe, expect, it } from "vitest";
import { isInStock, soldTexts } from "./stock-status.ts";

describe("isInStock", () => {
  it("counts in_stock and coming_soon as in stock", () => {
    expect(isInStock({ status: "in_stock", sold: false })).toBe(true);
    expect(isInStock({ status: "coming_soon", sold: false })).toBe(true);
  });

  it("does not count sold or other statuses", () => {
    expect(isInStock({ status: "sold", sold: true })).toBe(false);
    expect(isInStock({ status: "sold", sold: false })).toBe(false);
    expect(isInStock({ status: "withdrawn" as "sold", sold: false })).toBe(false);
  });

  it("treats the sold flag as sold even while the status lags behind", () => {
    expect(isInStock({ status: "in_stock", sold: true })).toBe(false);
  });
});

describe("soldTexts", () => {
  it("uses the spec's words with the vehicle noun", () => {
    expect(soldTexts("car")).toEqual({
      heading: "SOLD",
      message: "Unfortunately this car recently sold.",
      help: "But don't worry, we can help you find a similar car!",
    });
    expect(soldTexts("caravan").message).toBe("Unfortunately this caravan recently sold.");
  });
});
