// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { Site } from "../../runtime/types/index.ts";
import type { SearchService } from "../../runtime/search/service/search-service.ts";
import { createInProcessSearchClient } from "../../runtime/search/in-process-client.ts";
import { testLoaderContext, testSearchService } from "../../tests/kit/search-ui/test-service.ts";
import type { BlockSearchData } from "../../runtime/kit/search.ts";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import ManufacturerModelSearch from "./ManufacturerModelSearch.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { ManufacturerModelSearchProps } from "./props.gen.ts";

let service: SearchService;
let site: Site;
const browser = vi.hoisted(() => ({ client: null as unknown }));
vi.mock("../../runtime/search-ui/browser-client.ts", () => ({ searchClientFor: () => browser.client }));

beforeAll(async () => {
  ({ service, site } = await testSearchService());
  browser.client = createInProcessSearchClient(service, service.siteSearchKey(site));
});
afterAll(() => service.close());

async function renderSearch() {
  const props = propsFrom<ManufacturerModelSearchProps>(schema, { car_type: "used" });
  const data: BlockSearchData = await load(props, testLoaderContext(site, service, "/"));
  renderBlock(ManufacturerModelSearch, { props, data, site: site as never });
}

const options = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.value);

describe("ManufacturerModelSearch (spec §2: facets manufacturer.name, model.name, model.body)", () => {
  it("lists makes with counts and narrows models and bodies to the chosen make", async () => {
    await renderSearch();
    const makes = options("Make").filter(Boolean);
    expect(makes.length).toBeGreaterThan(1);
    const make = makes[0]!;
    fireEvent.change(screen.getByLabelText("Make"), { target: { value: make } });
    await waitFor(() => expect(options("Model").filter(Boolean).every((model) => model.startsWith(`${make} `))).toBe(true));
    expect(options("Make")).toEqual(["", ...makes]);
    const model = options("Model")[1]!;
    fireEvent.change(screen.getByLabelText("Model"), { target: { value: model } });
    await waitFor(() => expect(screen.getByRole("button", { name: /^Show \d+ Cars$/ })).toBeTruthy());
    const form = screen.getByRole("button", { name: /^Show/ }).closest("form")!;
    expect(form.getAttribute("action")).toBe("/search/used-cars");
    expect([...form.querySelectorAll("select")].map((select) => select.name)).toEqual(["make", "make_model", "body"]);
  });
});
