import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteContent } from "./load-site-content.ts";

function sitesFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "site-content-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n${title} text.\n`;
const post = (title: string, date: string) => `---\ntitle: ${title}\ndate: ${date}\ndescription: ${title}.\n---\nBody.\n`;

describe("loadSiteContent", () => {
  const dir = sitesFolder({
    "templates/base.json": "{}",
    "templates/franchise.json": '{ "template": "base" }',
    "templates/base/pages/warranty.md": page("Base warranty"),
    "templates/base/pages/faqs.md": page("Base FAQs"),
    "templates/franchise/pages/warranty.md": page("Franchise warranty"),
    "harbour/pages/faqs.md": page("Harbour FAQs"),
    "harbour/blog/older.md": post("Older", "2026-01-05"),
    "harbour/blog/newer.md": post("Newer", "2026-03-01"),
    "harbour/blog/notes.txt": "not a post",
    "other/blog/theirs.md": post("Theirs", "2026-02-01"),
  });

  it("takes a site's own pages first, then its templates' nearest first, and lists its posts newest first", async () => {
    const { content, errors } = await loadSiteContent(dir, [{ slug: "harbour", template: "franchise", routes: {} }, { slug: "other", template: "base", routes: {} }]);
    expect(errors).toEqual([]);
    expect(content.page("harbour", "faqs")?.title).toBe("Harbour FAQs");
    expect(content.page("harbour", "warranty")?.title).toBe("Franchise warranty");
    expect(content.page("other", "warranty")?.title).toBe("Base warranty");
    expect(content.page("harbour", "careers")).toBeNull();
    expect(content.posts("harbour").map((each) => each.slug)).toEqual(["newer", "older"]);
    expect(content.posts("other").map((each) => each.slug)).toEqual(["theirs"]);
    expect(content.posts("nobody")).toEqual([]);
  });

  it("reports files it cannot read as content, every one at once", async () => {
    const bad = sitesFolder({
      "harbour/blog/Bad Name.md": post("Bad", "2026-01-01"),
      "harbour/blog/no-date.md": "---\ntitle: No date\ndescription: x\n---\n",
      "harbour/pages/warranty.md": "no front matter",
      "harbour/blog/vehicle-reviews.md": post("Shadowed", "2026-01-01"),
    });
    const { content, errors } = await loadSiteContent(bad, [{ slug: "harbour", template: undefined, routes: { "/blog/vehicle-reviews": "vehicle-reviews" } }]);
    expect(errors.map((error) => [error.file.slice(bad.length + 1), error.line])).toEqual([
      ["harbour/pages/warranty.md", 1],
      ["harbour/blog/Bad Name.md", 1],
      ["harbour/blog/no-date.md", 2],
      ["harbour/blog/vehicle-reviews.md", 1],
    ]);
    expect(errors.at(-1)!.message).toBe("/blog/vehicle-reviews is the site's vehicle-reviews page: name the post another way");
    expect(content.posts("harbour")).toEqual([]);
  });
});
