// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import Hero from "./Hero.tsx";
import schema from "./schema.json" with { type: "json" };
import type { HeroProps } from "./props.gen.ts";

function renderHero(props: Record<string, unknown>) {
  return renderBlock(Hero, { props: propsFrom<HeroProps>(schema, props) });
}

const image = { src: "/media/hero.jpg", alt: "Our showroom", width: 1920, height: 720 };

describe("Hero", () => {
  it("shows the heading as the page's h1 and the subheading", () => {
    renderHero({ heading: "Welcome to Harbour Motors", subheading: "New and used Toyotas in Sydney" });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Harbour Motors" })).toBeTruthy();
    expect(screen.getByText("New and used Toyotas in Sydney")).toBeTruthy();
  });

  it("loads the background image eagerly at high priority with its size reserved", () => {
    renderHero({ heading: "Hi", image });
    const img = screen.getByRole("img", { name: "Our showroom" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1920", "720"]);
  });

  it("uses a theme colour when there is no image", () => {
    const { container } = renderHero({ heading: "Hi", background: "accent" });
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("section")!.className).toContain("fc-hero--accent");
  });

  it("renders call-to-action links, internal ones client-side and phone links as plain links", () => {
    renderHero({
      ctas: [
        { label: "View Stock", href: "/search/new-used-and-demo-cars" },
        { label: "Call Us", href: "tel:0290000000", style: "secondary" },
      ],
    });
    const stock = screen.getByRole("link", { name: "View Stock" });
    expect(stock.getAttribute("href")).toBe("/search/new-used-and-demo-cars");
    expect(stock.className).toBe("fc-button fc-button--primary");
    expect(screen.getByRole("link", { name: "Call Us" }).className).toBe("fc-button fc-button--secondary");
  });

  it("allows at most two call-to-action links", () => {
    const cta = { label: "Go", href: "/" };
    expect(() => propsFrom(schema, { ctas: [cta, cta] })).not.toThrow();
    expect(() => propsFrom(schema, { ctas: [cta, cta, cta] })).toThrow(/maxItems|2 items/);
  });
});
