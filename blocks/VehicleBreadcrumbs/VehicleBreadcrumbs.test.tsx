// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testLoaderContext } from "../../tests/kit/vehicle/test-context.ts";
import type { Services } from "../../runtime/types/index.ts";
import VehicleBreadcrumbs from "./VehicleBreadcrumbs.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { VehicleBreadcrumbsProps } from "./props.gen.ts";

const car = testCar();
const services = { stock: memoryStock([car]) } as Services;
const props = propsFrom<VehicleBreadcrumbsProps>(schema);

describe("VehicleBreadcrumbs", () => {
  it("links Home, car type, make, model and body into search and ends with the title", async () => {
    const ctx = testLoaderContext(services, car.slug);
    renderBlock(VehicleBreadcrumbs, { props, data: await load(props, ctx) });
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const links = within(nav).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["Used Cars", "/search/used-cars"],
      ["Toyota", "/search/toyota"],
      ["Corolla", "/search/toyota/corolla"],
      ["Hatchback", "/search/toyota/corolla?body=hatchback"],
    ]);
    expect(within(nav).getByText(car.name).getAttribute("aria-current")).toBe("page");
  });

  it("sets the page's meta and JSON-LD from the car", async () => {
    const ctx = testLoaderContext(services, car.slug);
    await load(props, ctx);
    expect(ctx.meta.title).toBe(`${car.name} for sale | Harbour Motors`);
    const [vehicle, breadcrumbs] = ctx.meta.jsonLd as Array<Record<string, unknown>>;
    expect(vehicle!["@type"]).toBe("Car");
    // The breadcrumbs the block shows, told to search engines at their absolute URLs.
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    const items = breadcrumbs!.itemListElement as Array<{ name: string; item?: string }>;
    expect(items.map((item) => item.name)).toEqual(["Home", "Used Cars", "Toyota", "Corolla", "Hatchback", car.name]);
    expect(items[1]!.item).toBe("https://harbourmotors.com.au/search/used-cars");
    expect(items.at(-1)).not.toHaveProperty("item");
  });

  it("renders nothing and sets 404 for a missing car", async () => {
    const ctx = testLoaderContext(services, "gone");
    const data = await load(props, ctx);
    expect(ctx.status).toBe(404);
    const { container } = renderBlock(VehicleBreadcrumbs, { props, data });
    expect(container.innerHTML).toBe("");
  });
});
