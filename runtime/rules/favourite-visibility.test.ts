import { describe, expect, it } from "vitest";
import { showFavourite } from "./favourite-visibility.ts";

const car = { status: "in_stock", sold: false, car_type: "used", price: 20000, images: [{}] } as Parameters<typeof showFavourite>[0];

describe("showFavourite", () => {
  it("shows for an in-stock car where favourites are shown", () => {
    expect(showFavourite(car, true, "in_stock")).toBe(true);
    expect(showFavourite({ ...car, car_type: "new", price: 0, images: [] }, true, "in_stock")).toBe(true);
  });

  it("hides when favourites are not shown or the car is not in stock", () => {
    expect(showFavourite(car, false, "in_stock")).toBe(false);
    expect(showFavourite({ ...car, status: "sold" }, true, "in_stock")).toBe(false);
  });

  it("needs a used car with a price above 0 and images under the stricter rule", () => {
    expect(showFavourite(car, true, "used_priced_with_images")).toBe(true);
    expect(showFavourite({ ...car, car_type: "demo" }, true, "used_priced_with_images")).toBe(false);
    expect(showFavourite({ ...car, price: 0 }, true, "used_priced_with_images")).toBe(false);
    expect(showFavourite({ ...car, price: 1 }, true, "used_priced_with_images")).toBe(true);
    expect(showFavourite({ ...car, images: [] }, true, "used_priced_with_images")).toBe(false);
  });
});
