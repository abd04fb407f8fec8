import type { CarHit } from "../../../runtime/search-ui/car-hit.ts";

/** A search hit for component tests; override what a test is about. */
export function testHit(overrides: Partial<CarHit> & { id: number }): CarHit {
  const { id } = overrides;
  return {
    objectID: String(id),
    slug: `2021-toyota-corolla-ascent-${id}`,
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    series: "MZEA12R",
    car_type: "used",
    status: "in_stock",
    sold: false,
    reserved: false,
    certified: false,
    tag: null,
    price: 25_990,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    preorder: false,
    km: 42_000,
    item_type: "car",
    simple_fuel: "Petrol",
    simple_transmission: "Automatic",
    city: "Sydney",
    state: "NSW",
    location_name: "Harbour Motors Sydney",
    primary_image_url: `/media/cars/${id}.jpg`,
    views: 120,
    created_at: "2020-01-01T00:00:00Z",
    ...overrides,
  };
}
