// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { RECENTLY_VIEWED_KEY } from "../../runtime/kit/rules.ts";
import { SEARCH_HISTORY_KEY } from "../../runtime/kit/search.ts";
import { SiteContext } from "../../runtime/kit/ui.ts";
import RecentActivity from "./RecentActivity.tsx";
import schema from "./schema.json" with { type: "json" };
import type { RecentActivityProps } from "./props.gen.ts";

const props = propsFrom<RecentActivityProps>(schema);
const viewed = [
  { id: 2, stocknum: "U2", make: "Kia", model: "Sportage", body: "Wagon", simple_body: "suv", slug: "kia-2", name: "2023 Kia Sportage S" },
  { id: 1, stocknum: "U1", make: "Mazda", model: "CX-5", body: null, simple_body: "suv" },
];
const searches = [{ url: "/search/used-cars?make=Kia", label: "Used Cars · Kia" }];

beforeEach(() => window.localStorage.clear());

function keep() {
  window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(viewed));
  window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(searches));
}

describe("RecentActivity", () => {
  it("links the recently viewed cars that can link back, and the last searches", () => {
    keep();
    renderBlock(RecentActivity, { props, site: vehicleSite() });
    const cars = screen.getByRole("region", { name: "Recently viewed cars" });
    expect(within(cars).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["2023 Kia Sportage S", "/cars/kia-2"]]);
    const recent = screen.getByRole("region", { name: "Your recent searches" });
    expect(within(recent).getByRole("link", { name: "Used Cars · Kia" }).getAttribute("href")).toBe("/search/used-cars?make=Kia");
  });

  it("shows only what the site keeps", () => {
    keep();
    renderBlock(RecentActivity, { props, site: vehicleSite({ recently_viewed: false }) });
    expect(screen.queryByRole("region", { name: "Recently viewed cars" })).toBeNull();
    expect(screen.getByRole("region", { name: "Your recent searches" })).toBeTruthy();
  });

  it("renders nothing on the server, nor in a browser that keeps nothing", () => {
    keep();
    const html = renderToString(
      <SiteContext.Provider value={vehicleSite()}>
        <RecentActivity props={props} data={undefined} blockId="recent" />
      </SiteContext.Provider>,
    );
    expect(html).toBe("");
    window.localStorage.clear();
    const { container } = renderBlock(RecentActivity, { props, site: vehicleSite() });
    expect(container.innerHTML).toBe("");
  });
});
