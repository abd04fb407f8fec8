import { describe, expect, it } from "vitest";
import { blogPostFile, contentPageFile } from "./content-files.ts";

const post = (frontMatter: string, body = "Body.") => `---\n${frontMatter}\n---\n${body}\n`;
const valid = "title: RAV4 review\ndate: 2026-10-14\ndescription: A week in a RAV4.\ncategory: vehicle-reviews";

describe("blog post files", () => {
  it("reads the front matter with its defaults and renders the Markdown as HTML", () => {
    const read = blogPostFile("rav4.md", "rav4-review", post("title: RAV4 review\ndate: 2026-10-14\ndescription: A week in a RAV4.", "## In traffic\n\nIt **sips** fuel. [Book](/service)"));
    expect(read).toEqual({
      slug: "rav4-review",
      title: "RAV4 review",
      date: "2026-10-14",
      description: "A week in a RAV4.",
      image_alt: "",
      category: "news",
      html: '<h2>In traffic</h2>\n<p>It <strong>sips</strong> fuel. <a href="/service">Book</a></p>\n',
    });
  });

  it("strips script tags, javascript: links and on* attributes from what the Markdown holds", () => {
    const body = [
      "Hello <script>alert('x')</script>",
      "",
      "[Click me](javascript:alert(1)) and <a href=\"JavaScript:alert(2)\">this</a>",
      "",
      '<img src="/media/a.svg" alt="A" onerror="steal()"> <p onclick="steal()">Hi</p>',
    ].join("\n");
    const read = blogPostFile("x.md", "x", post(valid, body));
    if (Array.isArray(read)) throw new Error("expected a post");
    expect(read.html).not.toMatch(/script|javascript:|onerror|onclick|steal/i);
    expect(read.html).toContain("Click me");
    expect(read.html).toContain('<img src="/media/a.svg" alt="A" />');
  });

  it("reports every front matter problem at once, at its line", () => {
    const read = blogPostFile("bad.md", "bad", post("title: \"\"\ndate: 14/10/2026\ndescription: Fine.\nimage: javascript:alert(1)\nunknown: 1"));
    expect(Array.isArray(read) && read.map((error) => [error.line, error.pointer])).toEqual([
      [2, "/title"],
      [3, "/date"],
      [5, "/image"],
      [6, "/unknown"],
    ]);
  });

  it("ends the front matter only at a line of its own, so dashes in a value stay in it", () => {
    const read = blogPostFile("d.md", "d", post("title: Before and after ---\ndate: 2026-01-01\ndescription: Dashes ---", "Body --- text."));
    expect(!Array.isArray(read) && [read.title, read.description, read.html]).toEqual(["Before and after ---", "Dashes ---", "<p>Body --- text.</p>\n"]);
  });

  it("says what is missing: the front matter, a required field, or YAML that does not parse", () => {
    expect(blogPostFile("a.md", "a", "# Just Markdown\n")).toEqual([expect.objectContaining({ file: "a.md", line: 1, message: expect.stringContaining("front matter") })]);
    const missing = blogPostFile("b.md", "b", post("title: Only a title"));
    expect(Array.isArray(missing) && missing.map((error) => error.message).join("\n")).toMatch(/date[\s\S]*description|description[\s\S]*date/);
    const broken = blogPostFile("c.md", "c", post("title: [unclosed\ndate: 2026-01-01"));
    expect(Array.isArray(broken) && broken[0]!.message).toMatch(/not valid YAML/);
  });
});

describe("content page files", () => {
  const questions = "---\ntitle: FAQs\ndescription: Questions.\nquestions: true\n---\nIntro text.\n\n## Do you take trade-ins?\n\nYes, **all** makes.\n\nEven with finance owing.\n\n## Can you deliver?\n\n- Yes\n- Australia-wide\n";

  it("reads a questions page's second-level headings as questions with their answers as text", () => {
    const page = contentPageFile("faqs.md", "faqs", questions);
    if (Array.isArray(page)) throw new Error("expected a page");
    expect(page.faq).toEqual([
      { question: "Do you take trade-ins?", answer: "Yes, all makes. Even with finance owing." },
      { question: "Can you deliver?", answer: "Yes Australia-wide" },
    ]);
    expect(page.html).toContain("<h2>Do you take trade-ins?</h2>");
  });

  it("gives other pages no questions", () => {
    const page = contentPageFile("warranty.md", "warranty", questions.replace("questions: true\n", ""));
    expect(!Array.isArray(page) && page.faq).toEqual([]);
  });
});
