// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useNavigationType } from "react-router";
import { SiteLink, isCurrentPage, isInternalHref, useSiteLinkClicks } from "./site-link.tsx";
import { CurrentPath } from "../../tests/kit/blocks/test-utils.tsx";

describe("isInternalHref", () => {
  it("treats site paths as internal", () => {
    expect(isInternalHref("/")).toBe(true);
    expect(isInternalHref("/search/used-cars?body=suv")).toBe(true);
  });

  it("treats other sites, protocol-relative addresses, tel:, mailto: and anchors as external", () => {
    for (const href of ["https://example.com/", "//example.com/x", "tel:0290000000", "mailto:a@b.au", "#vehicle-map"]) {
      expect(isInternalHref(href)).toBe(false);
    }
  });
});

describe("SiteLink", () => {
  it("navigates client-side to a page of this site", () => {
    render(
      <MemoryRouter initialEntries={["/"]}>
        <SiteLink href="/finance">Finance</SiteLink>
        <CurrentPath />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Finance" }));
    expect(screen.getByRole("status")).toHaveProperty("textContent", "/finance");
  });

  it("renders other links as plain anchors with their href untouched", () => {
    render(
      <MemoryRouter>
        <SiteLink href="tel:0290000000" className="x">Call</SiteLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Call" });
    expect(link.getAttribute("href")).toBe("tel:0290000000");
    expect(link.className).toBe("x");
  });
});

describe("useSiteLinkClicks", () => {
  function Menu() {
    const followLink = useSiteLinkClicks();
    return (
      <nav onClick={followLink}>
        <a href="/finance">
          <span>Finance</span>
        </a>
        <a href="/">Home</a>
        <a href="https://example.com/">Elsewhere</a>
        <a href="/brochure.pdf" download>
          Brochure
        </a>
        <a href="/about-us" target="_blank">
          About
        </a>
      </nav>
    );
  }

  function NavigationType() {
    return <p data-testid="navigation-type">{useNavigationType()}</p>;
  }

  const renderMenu = () =>
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Menu />
        <CurrentPath />
        <NavigationType />
      </MemoryRouter>,
    );

  it("navigates a plain click on a link to a page of this site client-side, from anywhere inside the link", () => {
    renderMenu();
    const click = fireEvent.click(screen.getByText("Finance"));
    expect(click).toBe(false);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "/finance");
    expect(screen.getByTestId("navigation-type")).toHaveProperty("textContent", "PUSH");
  });

  it("replaces the history entry for a link to the page shown, as react-router's Link does", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByTestId("navigation-type")).toHaveProperty("textContent", "REPLACE");
  });

  it("leaves other sites, modified clicks, other buttons, downloads and other targets to the browser", () => {
    renderMenu();
    expect(fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }))).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Finance" }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Finance" }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Brochure" }))).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "About" }))).toBe(true);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "/");
  });
});

describe("isCurrentPage", () => {
  it("matches the link's path to the page's, letter case and query aside, as NavLink end does", () => {
    expect(isCurrentPage("/search/used-cars?range[price]=0:15000", "/search/used-cars")).toBe(true);
    expect(isCurrentPage("/Finance", "/finance")).toBe(true);
    expect(isCurrentPage("/", "/finance")).toBe(false);
    expect(isCurrentPage("/finance", "/finance/calculator")).toBe(false);
    expect(isCurrentPage("https://example.com/finance", "/finance")).toBe(false);
  });
});

