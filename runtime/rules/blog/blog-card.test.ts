import { describe, expect, it } from "vitest";
import { BLOG_CARD_LIMIT, blogCard, blogDateLabel } from "./blog-card.ts";

const post = { slug: "rav4-review", title: "RAV4 review", date: "2026-10-04", image: "/media/art/suv/silver.svg" };

describe("blogCard (spec §3 Blog card, §9 truncation)", () => {
  it("links to the post's page with its heading, picture and date", () => {
    expect(blogCard({ ...post, description: "A week in a RAV4." })).toEqual({
      href: "/blog/rav4-review",
      heading: "RAV4 review",
      image: "/media/art/suv/silver.svg",
      description: "A week in a RAV4.",
      date: "2026-10-04",
    });
    expect(blogCard({ ...post, image: undefined, description: "x" })).not.toHaveProperty("image");
  });

  it("keeps a description of 80 characters and cuts a longer one at 80", () => {
    const eighty = "a".repeat(BLOG_CARD_LIMIT);
    expect(BLOG_CARD_LIMIT).toBe(80);
    expect(blogCard({ ...post, description: eighty }).description).toBe(eighty);
    const long = `${"word ".repeat(16)}and the rest`;
    expect(blogCard({ ...post, description: long }).description).toBe(`${Array(16).fill("word").join(" ")}...`);
  });
});

describe("blogDateLabel", () => {
  it("writes the date as dd/MM/yyyy", () => {
    expect(blogDateLabel("2026-10-04")).toBe("04/10/2026");
    expect(blogDateLabel("2026-12-31")).toBe("31/12/2026");
  });
});
