import { describe, expect, it } from "vitest";
import { testCar, testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { toLeadCar } from "./leads-options.ts";
import { buildLeadUserData, type LeadPage } from "./lead-payload.ts";
import { careersForm, enquiryForm, requestPhotosForm } from "./lead-form-definitions.ts";

const page: LeadPage = {
  url: "http://harbour-motors.localhost/cars/2022-toyota-corolla-5001",
  pageId: "vehicle",
  userAgent: "Mozilla/5.0",
  visitedPages: ["/", "/cars/2022-toyota-corolla-5001"],
  linkedQueryParams: { utm_source: "newsletter" },
};

describe("buildLeadUserData (spec §3 userData)", () => {
  it("carries the car, the page and the shopper's answers", () => {
    const car = toLeadCar(testCar());
    const site = testSite({ additional_services: [{ key: "extended-warranty", label: "Extended warranty" }] });
    const form = enquiryForm({ site, car });
    const userData = buildLeadUserData(
      {
        name: "Ada",
        email: "ada@example.com",
        phone: "0400000000",
        postcode: "4000",
        message: "Hi",
        "service__extended-warranty": true,
        last_name: "",
      },
      form,
      site,
      car,
      page,
    );
    expect(userData).toEqual({
      form: "enquiry",
      source: "Website",
      url: page.url,
      user_agent: "Mozilla/5.0",
      page_id: "vehicle",
      lead_attributes: {
        visited_pages: ["/", "/cars/2022-toyota-corolla-5001"],
        linked_query_params: { utm_source: "newsletter" },
      },
      car_id: 5001,
      car_dealership_id: 101,
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      vehicle_status: "used",
      dealership_slug: "harbour-toyota",
      location: "Harbour Toyota - Sales",
      location_id: 11,
      additional_services: ["extended-warranty"],
      name: "Ada",
      email: "ada@example.com",
      phone: "0400000000",
      postcode: "4000",
      message: "Hi",
      category: "Vehicle Enquiry",
    });
  });

  it("names the chosen location and its dealership", () => {
    const site = testSite({ location_selector: "without-car" });
    const userData = buildLeadUserData({ location_id: 12 }, enquiryForm({ site, car: null }), site, null, page);
    expect(userData).toMatchObject({ location: "Harbour Toyota - Service", location_id: 12, dealership_slug: "harbour-toyota" });
  });

  it("sends careers enquiries as General Enquiry / Career Enquiry (spec §9)", () => {
    const site = testSite();
    const form = careersForm({ site, car: null });
    expect(form.eventId).toBe(51);
    expect(buildLeadUserData({ name: "Ada" }, form, site, null, page)).toMatchObject({
      category: "General Enquiry",
      subcategory: "Career Enquiry",
    });
  });

  it("sends the request-photos form's prefilled request text", () => {
    const car = toLeadCar(testCar());
    const site = testSite();
    const userData = buildLeadUserData({ name: "Ada" }, requestPhotosForm({ site, car }), site, car, page);
    expect(userData.request).toBe("Please send me more photos of the 2022 Toyota Corolla Ascent Sport.");
    expect(userData.subcategory).toBe("Request Photos");
  });

  it("maps the form's vehicle fields to the spec's names", () => {
    const site = testSite();
    const userData = buildLeadUserData(
      { vehicle_make: "Mazda", vehicle_model: "CX-5" },
      { id: "sell-your-car", fixed: {} },
      site,
      null,
      page,
    );
    expect(userData).toMatchObject({ "Vehicle Make": "Mazda", "Vehicle Model": "CX-5" });
    expect(userData).not.toHaveProperty("vehicle_make");
  });
});
