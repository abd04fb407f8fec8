// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testLoaderContext } from "../../tests/kit/vehicle/test-context.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { Car, Services } from "../../runtime/types/index.ts";
import CompareCars from "./CompareCars.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { CompareCarsProps } from "./props.gen.ts";

const props = propsFrom<CompareCarsProps>(schema);

const corolla = testCar({ id: 1, slug: "corolla-1", path: "/cars/corolla-1", name: "2021 Toyota Corolla Ascent Sport" });
const dearer = testCar({ id: 2, slug: "corolla-2", path: "/cars/corolla-2", name: "2022 Toyota Corolla SX", price: 31990, km: 12000, standardEquipment: ["Reversing camera", "Apple CarPlay", "Lane departure warning", "Sunroof"] });
const sold = testCar({ id: 3, slug: "corolla-3", path: "/cars/corolla-3", name: "2019 Toyota Corolla", status: "sold", sold: true });
const otherDealer = testCar({ id: 4, slug: "other-4", dealership_id: 999 });

async function comparePage(ids: string, cars: Car[] = [corolla, dearer, sold, otherDealer]) {
  const ctx = testLoaderContext({ stock: memoryStock(cars) } as Services, "");
  ctx.url = new URL(`https://harbourmotors.com.au/compare?ids=${ids}`);
  const data = await load(props, ctx);
  renderBlock(CompareCars, { props, data });
  return data;
}

describe("CompareCars", () => {
  it("shows the linked cars side by side with photo and link, in the link's order", async () => {
    await comparePage("2,1");
    const cars = screen.getByRole("table", { name: "The cars compared" });
    expect(within(cars).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["2022 Toyota Corolla SX", "2021 Toyota Corolla Ascent Sport"]);
    expect(within(cars).getByRole("link", { name: "2022 Toyota Corolla SX" }).getAttribute("href")).toBe("/cars/corolla-2");
  });

  it("highlights the rows that differ, price display included, and folds the rows every car shares", async () => {
    await comparePage("1,2");
    const price = screen.getByRole("table", { name: "Price: where the cars differ" });
    expect(within(price).getByRole("row", { name: /Price/ }).textContent).toBe("PriceDiffers$27,990$31,990");
    const features = screen.getByRole("table", { name: "Features: where the cars differ" });
    expect(within(features).getByRole("row", { name: /Sunroof/ }).textContent).toBe("SunroofDiffersNot listedYes");
    const same = screen.getByRole("table", { name: "Features: the same on every car" });
    expect(same.closest("details")!.open).toBe(false);
    expect(within(same).getByRole("rowheader", { name: "Apple CarPlay" })).toBeTruthy();
    expect(screen.getByText("Also the same on every car (3)")).toBeTruthy();
  });

  it("says which cars have sold and how many the site no longer lists", async () => {
    const data = await comparePage("1,3,4");
    expect(data.cars.map((car) => car.id)).toEqual([1]);
    const notices = screen.getByRole("list");
    expect(within(notices).getByRole("link", { name: "2019 Toyota Corolla" }).getAttribute("href")).toBe("/cars/corolla-3");
    expect(notices.textContent).toContain("Unfortunately this car recently sold.");
    expect(notices.textContent).toContain("One car in this comparison is no longer available.");
  });

  it("invites the shopper to choose cars when the link names none it can show", async () => {
    await comparePage("abc");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("link", { name: "Browse our stock" }).getAttribute("href")).toBe("/search/new-used-and-demo-cars");
  });
});
