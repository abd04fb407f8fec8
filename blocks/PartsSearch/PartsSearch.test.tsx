// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import type { CataloguePart, LoaderContext } from "../../runtime/types/index.ts";
import schema from "./schema.json" with { type: "json" };
import PartsSearch from "./PartsSearch.tsx";
import load from "./loader.ts";
import type { PartsSearchProps } from "./props.gen.ts";
import type { PartsSearchData } from "./data.ts";

const part = (part_number: string, name: string, models: string[], make = "Toyota"): CataloguePart => ({
  part_number,
  name,
  category: "Accessories",
  make,
  models,
  year_from: 2015,
  year_to: null,
  price: 149,
  image: null,
});
const catalogue = [
  part("A-1", "Floor mats", ["HiLux"]),
  part("A-2", "Tow bar", ["HiLux"]),
  part("A-3", "Roof racks", ["RAV4"]),
  part("M-1", "Floor mats", ["CX-5"], "Mazda"),
];

function loadFor(query: string): PartsSearchData {
  const ctx = {
    site: { slug: "harbour-motors", parts: { page_size: 1 } },
    url: new URL(`http://harbour-motors.localhost/parts/search${query}`),
    services: { content: { parts: () => catalogue } },
  } as unknown as LoaderContext;
  return load(propsFrom<PartsSearchProps>(schema, {}), ctx) as PartsSearchData;
}

describe("PartsSearch", () => {
  it("reads the search from the query string, ignoring what is out of bounds", () => {
    expect(loadFor("?q=mats&make=Toyota&year=2019&page=1")).toMatchObject({ query: { text: "mats", make: "Toyota", model: "", year: 2019 }, total: 1, page: 1 });
    expect(loadFor(`?q=${"x".repeat(500)}&year=19&page=-3`)).toMatchObject({ query: { text: "x".repeat(100), year: null }, page: 1 });
    expect(loadFor("?page=99")).toMatchObject({ total: 4, page: 4, pages: 4 });
  });

  it("shows a page of parts with what each fits, its price, an enquiry link keeping the search, and the pages", () => {
    const data = loadFor("?make=Toyota&model=HiLux");
    renderBlock(PartsSearch, { props: propsFrom<PartsSearchProps>(schema, {}), data, path: "/parts/search?make=Toyota&model=HiLux", blockId: "parts" });
    expect(screen.getByRole("status").textContent).toBe("2 parts found");
    const result = screen.getByRole("heading", { name: "Floor mats" }).closest("li")!;
    expect(within(result).getByText("Fits: Toyota HiLux 2015 on")).toBeTruthy();
    expect(within(result).getByText("$149.00")).toBeTruthy();
    expect(within(result).getByRole("link", { name: "Enquire about Floor mats (A-1)" }).getAttribute("href")).toBe("/parts/search?make=Toyota&model=HiLux&part=A-1#parts-form");
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/parts/search?make=Toyota&model=HiLux&page=2");
  });

  it("offers the chosen make's models only", () => {
    renderBlock(PartsSearch, { props: propsFrom<PartsSearchProps>(schema, {}), data: loadFor(""), path: "/parts/search", blockId: "parts" });
    const models = () => [...screen.getByLabelText("Model").querySelectorAll("option")].map((option) => option.textContent);
    expect(models()).toEqual(["Any model", "CX-5", "HiLux", "RAV4"]);
    fireEvent.change(screen.getByLabelText("Make"), { target: { value: "Mazda" } });
    expect(models()).toEqual(["Any model", "CX-5"]);
  });
});
