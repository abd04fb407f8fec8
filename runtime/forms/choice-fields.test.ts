import { describe, expect, it } from "vitest";
import { testCar, testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { toLeadCar } from "./leads-options.ts";
import { categoryField, dealershipField, departmentField, locationField } from "./choice-fields.ts";

const newCar = toLeadCar(testCar({ car_type: "new" }));
const usedCar = toLeadCar(testCar({ car_type: "used" }));

describe("categoryField (spec §5: shown only for event 22 or General Enquiry)", () => {
  it("shows a required select starting on General Enquiry for the default event 22", () => {
    const field = categoryField(testSite(), 22, "General Enquiry")!;
    expect(field).toMatchObject({ name: "category", required: true, initial: "General Enquiry" });
    expect(field.schema.enum).toEqual([
      "General Enquiry",
      "Vehicle Enquiry",
      "Finance Enquiry",
      "Trade-In Enquiry",
      "Service Enquiry",
      "Parts Enquiry",
    ]);
  });

  it("shows for the General Enquiry category even with another event", () => {
    expect(categoryField(testSite(), 15, "General Enquiry")).not.toBeNull();
  });

  it("hides for another event with another category, and when the site turns it off", () => {
    expect(categoryField(testSite(), 14, "Vehicle Enquiry")).toBeNull();
    expect(categoryField(testSite({ category_select: false }), 22, "General Enquiry")).toBeNull();
  });
});

describe("dealershipField (spec §5)", () => {
  it("is required with more than one dealership, with the site's placeholder", () => {
    const field = dealershipField(testSite(), null)!;
    expect(field.schema.title).toBe("Select a Preferred Dealership");
    expect(field.required).toBe(true);
    expect(field.initial).toBeUndefined();
    expect(field.ui).toEqual({ "ui:placeholder": "Please Select a Dealership Location" });
    expect(field.schema.oneOf).toEqual([
      { const: "harbour-toyota", title: "Harbour Toyota" },
      { const: "harbour-mazda", title: "Harbour Mazda" },
    ]);
  });

  it("with a single dealership is optional and starts selected", () => {
    const site = testSite({ dealership_select: { placeholder: "Please Select a Department" } }, {
      dealerships: [{ id: 101, slug: "solo", name: "Solo" }],
    } as never);
    const field = dealershipField(site, null)!;
    expect(field).toMatchObject({ required: false, initial: "solo", ui: { "ui:placeholder": "Please Select a Department" } });
  });

  it("is left out for a form about a car, or when the site removes it", () => {
    expect(dealershipField(testSite(), usedCar)).toBeNull();
    expect(dealershipField(testSite({ dealership_select: { enabled: false } }), null)).toBeNull();
  });
});

describe("locationField (spec §5: required where the site uses it)", () => {
  it("is off by default", () => {
    expect(locationField(testSite(), null)).toBeNull();
  });

  it("applies without a car, or also for a new car, by the site's mode", () => {
    const withoutCar = testSite({ location_selector: "without-car" });
    expect(locationField(withoutCar, null)).toMatchObject({ name: "location_id", required: true });
    expect(locationField(withoutCar, newCar)).toBeNull();
    const newToo = testSite({ location_selector: "without-car-or-new-car" });
    expect(locationField(newToo, newCar)).not.toBeNull();
    expect(locationField(newToo, usedCar)).toBeNull();
  });

  it("offers the visible locations of the type", () => {
    const field = departmentField(testSite(), "service", "Service Centre")!;
    expect(field.schema.oneOf).toEqual([{ const: 12, title: "Harbour Toyota - Service" }]);
    expect(field.initial).toBe(12);
  });
});
