// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import SiteFooter from "./SiteFooter.tsx";
import schema from "./schema.json" with { type: "json" };
import type { SiteFooterProps } from "./props.gen.ts";

const licensed = fakeSite({
  features: { show_licence_numbers: true },
  locations: [{ id: 1, name: "Harbour Motors - Sales", visible: true, dealer_license_number: "MD12345", motor_vehicle_repairer: "MVRL5678" }],
});

function renderFooter(props: Record<string, unknown> = {}, site = fakeSite()) {
  return renderBlock(SiteFooter, { props: propsFrom<SiteFooterProps>(schema, props), site });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("SiteFooter", () => {
  it("is the page's contentinfo landmark with the footer menu groups from the site", () => {
    renderFooter();
    const footer = screen.getByRole("contentinfo");
    const menu = within(footer).getByRole("navigation", { name: "Footer" });
    expect(within(menu).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Vehicles by body type", "Buyer Tools"]);
    expect(within(menu).getByRole("list", { name: "Vehicles by body type" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "SUV" }).getAttribute("href")).toBe("/search/used-cars?body=suv");
  });

  it("shows the dealer's name, address and phone link", () => {
    renderFooter();
    expect(screen.getByText("Harbour Motors", { selector: "p" })).toBeTruthy();
    const address = screen.getByRole("contentinfo").querySelector("address")!;
    expect(address.textContent).toContain("1 Harbour Street");
    expect(address.textContent).toContain("Sydney NSW 2000");
    expect(within(address).getByRole("link", { name: "02 9000 0000" }).getAttribute("href")).toBe("tel:0290000000");
  });

  it("shows the copyright with the current year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-01T00:00:00+10:00"));
    renderFooter();
    expect(screen.getByText("© 2031 Harbour Motors. All rights reserved.")).toBeTruthy();
  });

  it("links to the terms and conditions and the privacy policy", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: "Terms and Conditions" }).getAttribute("href")).toBe("/terms-and-conditions");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
  });

  it("shows no licence numbers unless the site's flag is on", () => {
    renderFooter({}, fakeSite({ ...licensed, features: { show_licence_numbers: false } }));
    expect(screen.queryByText(/Licence No\./)).toBeNull();
  });

  it("shows the locations' licence numbers when the site's flag is on", () => {
    renderFooter({}, licensed);
    expect(screen.getByText("Dealer Licence No. MD12345")).toBeTruthy();
    expect(screen.getByText("Motor Vehicle Repairer Licence No. MVRL5678")).toBeTruthy();
  });

  it("leaves out the footer menu when the site has none", () => {
    renderFooter({}, fakeSite({ navigation: { header: [], footer: [] } }));
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
