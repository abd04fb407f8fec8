// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { contentContext, testPost } from "../../tests/kit/blocks/content-fixtures.ts";
import BlogPost from "./BlogPost.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { BlogPostProps } from "./props.gen.ts";

const props = propsFrom<BlogPostProps>(schema);
const post = testPost("rav4-review", { title: "RAV4 review", date: "2026-10-14", image: "/media/art/suv/red.svg", author: "Megan", html: "<p>It sips fuel.</p>" });

describe("BlogPost loader", () => {
  it("titles the page after the post, shares its picture and gives its BlogPosting JSON-LD", async () => {
    const { ctx, seen } = contentContext("https://harbourmotors.com.au/blog/rav4-review", { posts: [post] }, { slug: "rav4-review" });
    expect(await load(props, ctx)).toEqual({ title: "RAV4 review", date: "2026-10-14", image: "/media/art/suv/red.svg", image_alt: "", author: "Megan", html: "<p>It sips fuel.</p>" });
    expect(seen.meta).toMatchObject({ title: "RAV4 review", description: "About rav4-review.", image: "/media/art/suv/red.svg" });
    expect(seen.meta.jsonLd).toEqual([expect.objectContaining({ "@type": "BlogPosting", url: "https://harbourmotors.com.au/blog/rav4-review" })]);
  });

  it("keeps a post dated after today off the site until its day (the site's 404)", async () => {
    const later = testPost("next-year", { title: "Coming soon", date: "2099-01-01", html: "<p>Not yet.</p>" });
    const { ctx, seen } = contentContext("https://harbourmotors.com.au/blog/next-year", { posts: [later] }, { slug: "next-year" });
    expect(await load(props, ctx)).toBeNull();
    expect(seen.status).toBe(404);
  });

  it("makes a post the site does not have the site's 404", async () => {
    const { ctx, seen } = contentContext("https://harbourmotors.com.au/blog/nothing", { posts: [post] }, { slug: "nothing" });
    expect(await load(props, ctx)).toBeNull();
    expect(seen.status).toBe(404);
  });
});

describe("BlogPost", () => {
  it("shows the title, the date as dd/MM/yyyy, the author and the post", () => {
    renderBlock(BlogPost, { props, data: { title: "RAV4 review", date: "2026-10-14", image: undefined, image_alt: "", author: "Megan", html: "<p>It sips fuel.</p>" } });
    expect(screen.getByRole("heading", { level: 1, name: "RAV4 review" })).toBeTruthy();
    expect(screen.getByText("14/10/2026")).toBeTruthy();
    expect(screen.getByText(/Megan/)).toBeTruthy();
    expect(screen.getByText("It sips fuel.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the blog" }).getAttribute("href")).toBe("/blog");
  });
});
