import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSites } from "./load-sites.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

// The README is a site manager's first instructions: its example dealer must be a valid site as written.
describe("README's add-a-dealer-site example", () => {
  it("validates against the real templates and serves the template's routes", async () => {
    const readme = await readFile(join(root, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Site managers: add a dealer site"));
    const example = /```json\n([\s\S]*?)```/.exec(section)![1]!;
    const document = JSON.parse(example) as { slug: string };

    const sitesDir = mkdtempSync(join(tmpdir(), "forecourt-readme-"));
    symlinkSync(join(root, "sites/templates"), join(sitesDir, "templates"));
    writeFileSync(join(sitesDir, `${document.slug}.json`), example);

    const { sites, errors } = await loadSites({ sitesDir });
    expect(errors).toEqual([]);
    expect(sites.map(({ site }) => site.slug)).toEqual([document.slug]);
    expect(Object.keys(sites[0]!.site.routes)).toEqual(expect.arrayContaining(["/", "/search", "/cars/{slug}", "/finance"]));
  });
});
