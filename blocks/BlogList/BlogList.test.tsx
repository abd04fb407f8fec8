// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { contentContext, testPost } from "../../tests/kit/blocks/content-fixtures.ts";
import BlogList from "./BlogList.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { BlogListProps } from "./props.gen.ts";
import type { BlogListData } from "./data.ts";

const props = (given: Record<string, unknown> = {}) => propsFrom<BlogListProps>(schema, given);
const posts = Array.from({ length: 5 }, (_, i) => testPost(`post-${i + 1}`, { category: i % 2 === 0 ? "vehicle-reviews" : "news" }));

describe("BlogList loader", () => {
  it("hands over the cards of the page asked for, with the number of pages", async () => {
    const { ctx, seen } = contentContext("https://harbourmotors.com.au/blog?page=2", { posts });
    const data = (await load(props({ per_page: 2 }), ctx)) as BlogListData;
    expect(data.cards.map((card) => card.href)).toEqual(["/blog/post-3", "/blog/post-4"]);
    expect([data.page, data.pages, data.path]).toEqual([2, 3, "/blog"]);
    expect(seen.meta).toEqual({ canonical: "/blog?page=2" });
  });

  it("lists only a category's posts when it names one", async () => {
    const { ctx } = contentContext("https://harbourmotors.com.au/blog/vehicle-reviews", { posts });
    const data = (await load(props({ category: "vehicle-reviews" }), ctx)) as BlogListData;
    expect(data.cards.map((card) => card.heading)).toEqual(["Post post-1", "Post post-3", "Post post-5"]);
  });

  it("makes a page past the last, or no page number, the site's 404", async () => {
    for (const page of ["4", "x"]) {
      const { ctx, seen } = contentContext(`https://harbourmotors.com.au/blog?page=${page}`, { posts });
      expect(await load(props({ per_page: 2 }), ctx)).toBeNull();
      expect(seen.status).toBe(404);
    }
  });
});

describe("BlogList (spec §3 Blog card)", () => {
  const data: BlogListData = {
    cards: [{ href: "/blog/rav4", heading: "RAV4 review", description: "A week in a RAV4.", date: "2026-10-04", image: "/media/art/suv/red.svg" }],
    page: 2,
    pages: 3,
    path: "/blog",
  };

  it("shows each card's date as dd/MM/yyyy, its heading linking to the post and its description", () => {
    renderBlock(BlogList, { props: props(), data });
    const card = screen.getByRole("article");
    expect(within(card).getByText("04/10/2026").getAttribute("datetime")).toBe("2026-10-04");
    expect(within(card).getByRole("link", { name: "RAV4 review" }).getAttribute("href")).toBe("/blog/rav4");
    expect(within(card).getByText("A week in a RAV4.")).toBeTruthy();
  });

  it("links to the previous, next and every page, the current one marked", () => {
    renderBlock(BlogList, { props: props(), data });
    const pages = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(pages).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Previous", "/blog"],
      ["1", "/blog"],
      ["3", "/blog?page=3"],
      ["Next", "/blog?page=3"],
    ]);
    expect(within(pages).getByText("2").getAttribute("aria-current")).toBe("page");
  });

  it("says there are no posts when there are none", () => {
    renderBlock(BlogList, { props: props(), data: { cards: [], page: 1, pages: 1, path: "/blog" } });
    expect(screen.getByText("There are no posts here yet. Please check back soon.")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
