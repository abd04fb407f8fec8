// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { SiteLink, isInternalHref } from "./site-link.tsx";
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
