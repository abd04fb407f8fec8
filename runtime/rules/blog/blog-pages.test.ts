import { describe, expect, it } from "vitest";
import { blogListHref, blogListPage, publishedPosts } from "./blog-pages.ts";

describe("blogListPage", () => {
  it("shows the first page without a page number, and later pages by number", () => {
    expect(blogListPage(20, null, 9)).toEqual({ page: 1, pages: 3, start: 0, end: 9 });
    expect(blogListPage(20, "3", 9)).toEqual({ page: 3, pages: 3, start: 18, end: 20 });
  });

  it("has a first page for an empty list", () => {
    expect(blogListPage(0, null, 9)).toEqual({ page: 1, pages: 1, start: 0, end: 0 });
  });

  it("has no page past the last, and none for anything but a page number", () => {
    for (const requested of ["4", "0", "-1", "01", "2.5", "abc", "", "9999999"]) expect([requested, blogListPage(20, requested, 9)]).toEqual([requested, null]);
  });
});

describe("blogListHref", () => {
  it("links the first page at the list's own path and the others with ?page=", () => {
    expect(blogListHref("/blog", 1)).toBe("/blog");
    expect(blogListHref("/blog/vehicle-reviews", 2)).toBe("/blog/vehicle-reviews?page=2");
  });
});

describe("publishedPosts", () => {
  it("keeps posts dated up to today, in order, and holds back the ones dated later", () => {
    const posts = [{ date: "2026-12-06", slug: "tomorrow" }, { date: "2026-12-05", slug: "today" }, { date: "2026-11-20", slug: "earlier" }];
    expect(publishedPosts(posts, "2026-12-05").map((post) => post.slug)).toEqual(["today", "earlier"]);
    expect(publishedPosts(posts, "2026-12-06").map((post) => post.slug)).toEqual(["tomorrow", "today", "earlier"]);
  });
});
