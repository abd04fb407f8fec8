import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatSiteError, loadSites } from "./load-sites.ts";
import { removeSitesFolders, siteText, sitesFolder } from "./load-sites.test-kit.ts";

afterAll(removeSitesFolders);

async function load(files: Record<string, string>) {
  const dir = sitesFolder(files);
  return { dir, ...(await loadSites({ sitesDir: dir })) };
}

describe("loadSites: valid documents", () => {
  it("merges the template under the site and applies the schema defaults", async () => {
    const { sites, errors } = await load({ "alpha-motors.json": siteText() });
    expect(errors).toEqual([]);
    const site = sites[0]!.site;
    expect(site.layout.before).toEqual([{ type: "SiteHeader", props: expect.any(Object) }]);
    expect(site.texts).toEqual({ no_price: "Enquire for price.", enquire_button: "Enquire Now" });
    expect(site.specifications).toMatchObject({ just_arrived_days: 8, just_arrived_tag_name: "New Arrival", sold_tag_name: "JUST SOLD" });
    expect(site.pages.home).toMatchObject({ title: "Home", description: "", gate: null, layout: true });
    expect(site.pages.home!.blocks[0]).toMatchObject({ type: "Hero", props: { heading: "Welcome", subheading: "" } });
    expect(site.manufacturer).toBeNull();
  });

  it("gives every site its own objects, so one can be frozen or changed without touching another", async () => {
    const second = siteText({ 2: '  "slug": "beta-motors",', 5: '  "domains": [],', 6: '  "dealerships": [{ "id": 2, "slug": "beta-motors", "name": "Beta Motors" }],' });
    const { sites } = await load({ "alpha-motors.json": siteText(), "beta-motors.json": second });
    const [alpha, beta] = sites.map((entry) => entry.site);
    expect(alpha!.layout).not.toBe(beta!.layout);
    expect(alpha!.pages.home).not.toBe(beta!.pages.home);
    expect(alpha!.theme.colors).not.toBe(beta!.theme.colors);
  });

  it("loads only the files asked for, relative to the working directory", async () => {
    const dir = sitesFolder({ "alpha-motors.json": siteText(), "broken.json": "{" });
    const { sites, errors } = await loadSites({ sitesDir: dir, files: [join(dir, "alpha-motors.json")] });
    expect(errors).toEqual([]);
    expect(sites.map((entry) => entry.file)).toEqual([join(dir, "alpha-motors.json")]);
  });
});

describe("loadSites: errors at the file, line and column that defined the value", () => {
  it("reports a wrong type", async () => {
    const { dir, errors, sites } = await load({ "alpha-motors.json": siteText({ 3: '  "name": 42,' }) });
    expect(sites).toEqual([]);
    expect(errors).toEqual([
      { file: join(dir, "alpha-motors.json"), line: 3, column: 11, pointer: "/name", message: "expected a string, got a number (42)" },
    ]);
  });

  it("reports a missing required property at its parent object", async () => {
    const { dir, errors } = await load({ "alpha-motors.json": siteText({ 7: '  "logo": { "url": "/logo.svg" },' }) });
    expect(errors).toEqual([
      { file: join(dir, "alpha-motors.json"), line: 7, column: 11, pointer: "/logo", message: 'missing required property "alt"' },
    ]);
  });

  it("reports a value outside an enum with the allowed values", async () => {
    const line = '  "address": { "street": "1 George Street", "city": "Sydney", "state": "NSX", "postcode": "2000" },';
    const { errors } = await load({ "alpha-motors.json": siteText({ 8: line }) });
    expect(errors).toMatchObject([
      {
        line: 8,
        column: 72,
        pointer: "/address/state",
        message: 'must be one of "NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT" (got "NSX")',
      },
    ]);
  });

  it("reports an unknown block type and names the known ones", async () => {
    const pages = ['  "pages": {', '    "home": { "title": "Home", "blocks": [{ "type": "Heroo" }] }', "  },"];
    const { errors } = await load({ "alpha-motors.json": siteText({}, pages) });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 10, column: 53, pointer: "/pages/home/blocks/0/type" });
    expect(errors[0]!.message).toMatch(/^unknown block type "Heroo"; known block types: (\w+, )*Hero, (\w+, )*SiteHeader\b/);
  });

  it("reports an unknown prop at its name, with the block's props", async () => {
    const pages = ['  "pages": {', '    "home": { "title": "Home", "blocks": [{ "type": "Hero", "props": { "headline": "Hi" } }] }', "  },"];
    const { errors } = await load({ "alpha-motors.json": siteText({}, pages) });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 10, column: 72, pointer: "/pages/home/blocks/0/props/headline" });
    expect(errors[0]!.message).toMatch(/^unknown prop "headline" for block Hero; allowed props: heading, subheading, /);
  });

  it("reports malformed JSON at the offending character", async () => {
    const { dir, errors } = await load({ "alpha-motors.json": siteText({ 3: '  "name": "Alpha Motors"' }) });
    expect(errors).toEqual([
      {
        file: join(dir, "alpha-motors.json"),
        line: 4,
        column: 3,
        pointer: "",
        message: "invalid JSON: Unexpected character \"\\\"\", expected ',' or '}'",
      },
    ]);
  });

  it("reports a route that points at a missing page", async () => {
    const { errors } = await load({ "alpha-motors.json": siteText({}, ['  "routes": { "/finance": "finance" },']) });
    expect(errors).toMatchObject([
      { line: 9, column: 27, pointer: "/routes/~1finance", message: 'route "/finance" points at page "finance", which is not defined in pages' },
    ]);
  });

  it("reports a page's canonical route that is not one of its routes", async () => {
    const pages = ['  "routes": { "/": "home", "/start": "home" },', '  "pages": {', '    "home": { "title": "Home", "canonical_route": "/finance" },', '    "not-found": { "title": "Not found" }', "  },"];
    const { errors } = await load({ "alpha-motors.json": siteText({}, pages) });
    expect(errors).toMatchObject([{ pointer: "/pages/home/canonical_route", message: 'canonical_route "/finance" is not one of the routes of page "home"' }]);
  });

  it("reports an error inside a value supplied by a template in the template file", async () => {
    const template = [
      "{",
      '  "template": "mini",',
      '  "routes": { "/about": "about" },',
      '  "pages": {',
      '    "about": {',
      '      "title": "About",',
      '      "blocks": [{ "type": "Hero", "props": { "heading": 7 } }]',
      "    }",
      "  }",
      "}",
    ].join("\n");
    const dir = sitesFolder({ "alpha-motors.json": siteText({ 4: '  "template": "company",' }) });
    writeFileSync(join(dir, "templates", "company.json"), template);
    const { errors } = await loadSites({ sitesDir: dir });
    expect(errors).toEqual([
      {
        file: join(dir, "templates", "company.json"),
        line: 7,
        column: 58,
        pointer: "/pages/about/blocks/0/props/heading",
        message: "expected a string, got a number (7)",
      },
    ]);
  });

  it("attributes a value the site overrides to the site, not the template", async () => {
    const pages = ['  "pages": {', '    "home": { "blocks": [{ "type": "Hero", "props": { "heading": 7 } }] }', "  },"];
    const { dir, errors } = await load({ "alpha-motors.json": siteText({}, pages) });
    expect(errors).toMatchObject([{ file: join(dir, "alpha-motors.json"), line: 10, pointer: "/pages/home/blocks/0/props/heading" }]);
  });

  it("reports a missing template and a template cycle at the template name", async () => {
    const dir = sitesFolder({
      "alpha-motors.json": siteText({ 4: '  "template": "nowhere",' }),
      "beta-motors.json": siteText({ 2: '  "slug": "beta-motors",', 4: '  "template": "loop-a",', 5: '  "domains": [],' }),
    });
    writeFileSync(join(dir, "templates", "loop-a.json"), '{ "template": "loop-b" }');
    writeFileSync(join(dir, "templates", "loop-b.json"), '{\n  "template": "loop-a"\n}');
    const { errors, sites } = await loadSites({ sitesDir: dir });
    expect(sites).toEqual([]);
    expect(errors).toEqual([
      {
        file: join(dir, "alpha-motors.json"),
        line: 4,
        column: 15,
        pointer: "/template",
        message: 'template "nowhere" not found (sites/templates/nowhere.json); available templates: loop-a, loop-b, mini',
      },
      { file: join(dir, "templates", "loop-b.json"), line: 2, column: 15, pointer: "/template", message: "template cycle: loop-a -> loop-b -> loop-a" },
    ]);
  });

  it("requires the slug to equal the file name", async () => {
    const { errors } = await load({ "alpha.json": siteText() });
    expect(errors).toMatchObject([{ line: 2, column: 11, pointer: "/slug", message: 'slug "alpha-motors" must equal the file name "alpha"' }]);
  });

  it("rejects a slug, domain or dealership id another site already uses", async () => {
    const copy = siteText({ 2: '  "slug": "alpha-motors",' });
    const { dir, errors } = await load({ "alpha-motors.json": siteText(), "beta-motors.json": copy });
    expect(errors).toEqual([
      { file: join(dir, "beta-motors.json"), line: 2, column: 11, pointer: "/slug", message: 'slug "alpha-motors" must equal the file name "beta-motors"' },
      { file: join(dir, "beta-motors.json"), line: 2, column: 11, pointer: "/slug", message: expect.stringMatching(/^slug "alpha-motors" is already used by .*alpha-motors\.json$/) },
      { file: join(dir, "beta-motors.json"), line: 5, column: 15, pointer: "/domains/0", message: expect.stringMatching(/^domain "alphamotors\.com\.au" is already used by .*alpha-motors\.json$/) },
      { file: join(dir, "beta-motors.json"), line: 6, column: 27, pointer: "/dealerships/0/id", message: expect.stringMatching(/^dealership id 1 is already claimed by .*alpha-motors\.json$/) },
    ]);
  });

  it("rejects a domain that is another site's {slug}.localhost, naming both files", async () => {
    const beta = siteText({
      2: '  "slug": "beta-motors",',
      5: '  "domains": ["alpha-motors.localhost"],',
      6: '  "dealerships": [{ "id": 2, "slug": "beta-motors", "name": "Beta Motors" }],',
    });
    const { dir, errors } = await load({ "alpha-motors.json": siteText(), "beta-motors.json": beta });
    expect(errors).toEqual([
      { file: join(dir, "beta-motors.json"), line: 5, column: 15, pointer: "/domains/0", message: expect.stringMatching(/^domain "alpha-motors\.localhost" is the local host of the site in .*alpha-motors\.json$/) },
    ]);
  });

  it("reports every error of a file at once, in position order", async () => {
    const { errors } = await load({ "alpha-motors.json": siteText({ 3: '  "name": 42,', 7: '  "logo": { "url": "/logo.svg" },' }) });
    expect(errors.map((error) => [error.line, error.pointer])).toEqual([
      [3, "/name"],
      [7, "/logo"],
    ]);
  });
});

describe("formatSiteError", () => {
  it("prints file:line:column, the pointer and the message, two spaces apart, the path relative to cwd", () => {
    const error = { file: join(process.cwd(), "sites", "harbour-motors.json"), line: 12, column: 7, pointer: "/name", message: "expected a string" };
    expect(formatSiteError(error)).toBe("sites/harbour-motors.json:12:7  /name  expected a string");
    expect(formatSiteError({ ...error, pointer: "" })).toBe("sites/harbour-motors.json:12:7  /  expected a string");
  });
});
