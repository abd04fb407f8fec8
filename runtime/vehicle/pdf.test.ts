import { describe, expect, it } from "vitest";
import { carPdf } from "./pdf.ts";
import { testCar } from "./test-car.ts";
import { testSite } from "./test-context.ts";

describe("carPdf", () => {
  it("produces a real PDF document", async () => {
    const site = testSite({ vehicle_page: { rego_unregistered: false } });
    const pdf = await carPdf(testCar({ before_price: 29990, dealercomments: "Immaculate." }), site, "https://harbourmotors.com.au/cars/x");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pdf.length).toBeGreaterThan(1500);
  });
});
