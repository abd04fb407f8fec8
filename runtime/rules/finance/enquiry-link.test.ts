import { describe, expect, it } from "vitest";
import { financeEnquiryHref } from "./enquiry-link.ts";

describe("financeEnquiryHref", () => {
  it("pre-fills the finance enquiry from the car and scrolls to the form", () => {
    const car = { id: 42, dealership_slug: "harbour-toyota", price: 45990, car_type: "used", vin: "JTDBR32E720012345" };
    expect(financeEnquiryHref(car as never)).toBe(
      "/finance-enquiry?preferredDealership=harbour-toyota&vehiclePriceBudget=45990&car_id=42&car_type=used&vin=JTDBR32E720012345#finance-form",
    );
  });

  it("leaves out what the car does not have", () => {
    const car = { id: 7, dealership_slug: null, price: 0, car_type: "new", vin: null };
    expect(financeEnquiryHref(car as never)).toBe("/finance-enquiry?car_id=7&car_type=new#finance-form");
  });

  it("links to the plain form without a car", () => {
    expect(financeEnquiryHref(null)).toBe("/finance-enquiry#finance-form");
  });
});
