// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { contentContext } from "../../tests/kit/blocks/content-fixtures.ts";
import type { MarkdownPage as Page } from "../../runtime/types/index.ts";
import MarkdownPage from "./MarkdownPage.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { MarkdownPageProps } from "./props.gen.ts";

const props = (page = "") => propsFrom<MarkdownPageProps>(schema, { page });
const faqs: Page = { name: "faqs", title: "FAQs", description: "Questions.", questions: true, html: "<h2>Do you deliver?</h2><p>Yes.</p>", faq: [{ question: "Do you deliver?", answer: "Yes." }] };
const warranty: Page = { name: "warranty", title: "Warranty", description: "Cover.", questions: false, html: "<p>Seven years.</p>", faq: [] };

describe("MarkdownPage loader", () => {
  it("titles the page after its file and gives a questions page's FAQPage JSON-LD", async () => {
    const { ctx, seen } = contentContext("https://harbourmotors.com.au/faqs", { pages: [faqs] });
    expect(await load(props("faqs"), ctx)).toEqual({ title: "FAQs", html: faqs.html });
    expect(seen.meta).toMatchObject({ title: "FAQs", description: "Questions." });
    expect(seen.meta.jsonLd).toEqual([expect.objectContaining({ "@type": "FAQPage" })]);
  });

  it("reads the route's {page} when the block names none, with no JSON-LD for a page without questions", async () => {
    const { ctx, seen } = contentContext("https://harbourmotors.com.au/pages/warranty", { pages: [warranty] }, { page: "warranty" });
    expect(await load(props(), ctx)).toEqual({ title: "Warranty", html: "<p>Seven years.</p>" });
    expect(seen.meta).not.toHaveProperty("jsonLd");
  });

  it("names the route of the page that shows the same content on its own as the canonical URL of /pages/{page}", async () => {
    const { ctx, seen } = contentContext("https://harbourmotors.com.au/pages/warranty", { pages: [warranty] }, { page: "warranty" });
    ctx.site.routes = { ...ctx.site.routes, "/warranty": "warranty", "/pages/{page}": "content" };
    ctx.site.pages = { ...ctx.site.pages, warranty: { title: "Warranty", blocks: [{ type: "MarkdownPage", props: { page: "warranty" } }] } } as unknown as typeof ctx.site.pages;
    await load(props(), ctx);
    expect(seen.meta).toMatchObject({ canonical: "/warranty" });
  });

  it("makes a page the site does not have the site's 404", async () => {
    const { ctx, seen } = contentContext("https://harbourmotors.com.au/pages/nothing", { pages: [warranty] }, { page: "nothing" });
    expect(await load(props(), ctx)).toBeNull();
    expect(seen.status).toBe(404);
  });
});

describe("MarkdownPage", () => {
  it("shows the title as the heading and the page's HTML", () => {
    renderBlock(MarkdownPage, { props: props("warranty"), data: { title: "Warranty", html: "<p>Seven years.</p>" } });
    expect(screen.getByRole("heading", { level: 1, name: "Warranty" })).toBeTruthy();
    expect(screen.getByText("Seven years.")).toBeTruthy();
  });
});
