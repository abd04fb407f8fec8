// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { searchSite } from "../../tests/kit/search-ui/test-search.ts";
import { saveSearch } from "../../runtime/kit/search.ts";
import DirectorySearch from "./DirectorySearch.tsx";
import schema from "./schema.json" with { type: "json" };
import type { DirectorySearchProps } from "./props.gen.ts";

beforeEach(() => window.localStorage.clear());

describe("DirectorySearch (spec §2: directory search box and sidebar Search section)", () => {
  it("is a section titled Search with a GET form to the results", () => {
    renderBlock(DirectorySearch, { props: propsFrom<DirectorySearchProps>(schema, { variant: "sidebar", car_type: "used" }), site: searchSite() });
    const section = screen.getByRole("region", { name: "Search" });
    const form = within(section).getByRole("search");
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search/used-cars");
    expect(within(form).getByRole("searchbox").getAttribute("name")).toBe("query");
  });

  it("lists the shopper's recent searches", () => {
    saveSearch(window.localStorage, { url: "/search/used-cars?make=Kia", label: "Used Cars · Kia" });
    renderBlock(DirectorySearch, { props: propsFrom<DirectorySearchProps>(schema), site: searchSite() });
    const recent = screen.getByRole("navigation", { name: "Recent searches" });
    expect(within(recent).getByRole("link", { name: "Used Cars · Kia" }).getAttribute("href")).toBe("/search/used-cars?make=Kia");
  });
});
