/** Site and template files for the loader tests, written to a fresh temporary folder. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const MINI_TEMPLATE = `{
  "layout": { "before": [{ "type": "SiteHeader" }], "after": [{ "type": "SiteFooter" }] },
  "routes": { "/": "home" },
  "pages": {
    "home": { "title": "Home", "blocks": [{ "type": "Hero", "props": { "heading": "Welcome" } }] },
    "not-found": { "title": "Page Not Found", "blocks": [{ "type": "NotFound" }] }
  }
}
`;

/** A valid site on the "mini" template; `replace` swaps whole lines (1-based line number -> text). */
export function siteText(replace: Record<number, string> = {}, extraLines: string[] = []): string {
  const lines = [
    "{",
    '  "slug": "alpha-motors",',
    '  "name": "Alpha Motors",',
    '  "template": "mini",',
    '  "domains": ["alphamotors.com.au"],',
    '  "dealerships": [{ "id": 1, "slug": "alpha-motors", "name": "Alpha Motors" }],',
    '  "logo": { "url": "/logo.svg", "alt": "Alpha Motors" },',
    '  "address": { "street": "1 George Street", "city": "Sydney", "state": "NSW", "postcode": "2000" },',
    ...extraLines,
    '  "phone": "02 9000 0000"',
    "}",
  ];
  for (const [line, text] of Object.entries(replace)) lines[Number(line) - 1] = text;
  return `${lines.join("\n")}\n`;
}

/** Writes `files` (path relative to the sites folder -> text) and returns the sites folder. */
export function sitesFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-sites-"));
  created.push(dir);
  mkdirSync(join(dir, "templates"));
  writeFileSync(join(dir, "templates", "mini.json"), MINI_TEMPLATE);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

const created: string[] = [];

export function removeSitesFolders(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}
