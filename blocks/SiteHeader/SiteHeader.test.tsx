// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { RouteContext, SiteContext } from "../../runtime/kit/ui.ts";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import SiteHeader from "./SiteHeader.tsx";
import schema from "./schema.json" with { type: "json" };
import type { SiteHeaderProps } from "./props.gen.ts";
import { headerSite } from "./header-site.test-kit.ts";

function renderHeader(props: Record<string, unknown> = {}, site = headerSite, path = "/") {
  return renderBlock(SiteHeader, { props: propsFrom<SiteHeaderProps>(schema, props), site, path });
}

describe("SiteHeader", () => {
  it("starts with a skip link to the main content", () => {
    renderHeader();
    const links = screen.getAllByRole("link");
    expect(links[0]!.textContent).toBe("Skip to main content");
    expect(links[0]!.getAttribute("href")).toBe("#main");
  });

  it("is the banner landmark with the logo, at its own size, linking home", () => {
    renderHeader();
    const banner = screen.getByRole("banner");
    const logo = within(banner).getByRole("img", { name: "Harbour Motors" });
    expect([logo.getAttribute("src"), logo.getAttribute("width"), logo.getAttribute("height")]).toEqual([
      "/media/logos/harbour-motors.svg",
      "180",
      "48",
    ]);
    expect(logo.closest("a")!.getAttribute("href")).toBe("/");
  });

  it("shows the header menu from the site: links, and dropdowns labelled by their summary", () => {
    renderHeader({}, headerSite, "/finance");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Finance" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    const vehicles = within(nav).getByText("Vehicles", { selector: "summary" }).closest("details")!;
    expect(within(vehicles).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["New Cars", "/search/new-cars"],
      ["Used Cars", "/search/used-cars"],
    ]);
  });

  it("keeps a parent's own page as the first link of its dropdown and leaves other sites' links plain", () => {
    renderHeader();
    const more = screen.getByText("More", { selector: "summary" }).closest("details")!;
    expect(within(more).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["More", "/about-us"],
      ["Careers", "/careers"],
      ["Blog", "https://blog.example.com/"],
    ]);
  });

  it("shows the brand mega-menu grouped, each brand linking to its page or its stock", () => {
    renderHeader();
    const mega = screen.getByText("Brands", { selector: "summary" }).closest("details")!;
    expect(within(mega).getByRole("list", { name: "Cars" })).toBeTruthy();
    const motorcycles = within(mega).getByRole("list", { name: "Motorcycles" });
    expect(within(motorcycles).getByRole("link", { name: "Ducati" }).getAttribute("href")).toBe("/ducati/overview");
    const group = within(mega).getByRole("list", { name: "Group Brands" });
    expect(within(group).getByRole("link", { name: "Parts Co" }).getAttribute("href")).toBe("/search/parts-co");
    expect(within(mega).queryByText("Trucks")).toBeNull();
    const logos = mega.querySelectorAll("img");
    expect(logos).toHaveLength(2);
    for (const img of logos) {
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["76", "65"]);
    }
  });

  it("leaves out the mega-menu when the site has no brands", () => {
    renderHeader({}, fakeSite({ ...headerSite, brands: [] }));
    expect(screen.queryByText("Brands")).toBeNull();
  });

  it("shows the phone number as a call link", () => {
    renderHeader();
    const phone = screen.getByRole("link", { name: "Call us 02 9000 0000" });
    expect(phone.getAttribute("href")).toBe("tel:0290000000");
  });

  it("hides the phone when switched off", () => {
    renderHeader({ show_phone: false });
    expect(screen.queryByRole("link", { name: /02 9000 0000/ })).toBeNull();
  });

  it("renders closed <details> menus without aria-expanded in the server HTML, so they work before JavaScript", () => {
    const props = propsFrom<SiteHeaderProps>(schema);
    const html = renderToString(
      <MemoryRouter>
        <SiteContext.Provider value={headerSite}>
          <RouteContext.Provider value={{ pattern: "/", params: {}, path: "/", pageId: "home" }}>
            <SiteHeader props={props} data={undefined} blockId="layout-0" />
          </RouteContext.Provider>
        </SiteContext.Provider>
      </MemoryRouter>,
    );
    expect(html.match(/<details/g)).toHaveLength(4);
    expect(html).toContain('<summary class="fc-site-header__toggle">Menu</summary>');
    expect(html).not.toContain("aria-expanded");
    expect(html).not.toMatch(/<details[^>]* open/);
  });
});
