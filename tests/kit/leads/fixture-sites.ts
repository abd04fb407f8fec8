import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const TEMPLATES = fileURLToPath(new URL("../../../sites/templates", import.meta.url));

/**
 * A dealer site document on the franchise template with one dealership (slug and id given; the slug is the
 * site's) and a little demo stock, quick to seed and index, as a site manager writes one (README); `leads` is
 * its lead options.
 */
export function fixtureSite(slug: string, dealershipId: number, leads: Record<string, unknown> = {}) {
  const name = slug.split("-").map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ");
  return {
    slug,
    name,
    template: "franchise",
    domains: [`${slug}.example`],
    dealerships: [{ id: dealershipId, slug, name }],
    logo: { url: `/media/logos/${slug}.svg`, alt: name, width: 200, height: 48 },
    address: { street: "1 Test Street", city: "Brisbane", state: "QLD", postcode: "4000" },
    phone: "07 3000 0000",
    demo_stock: { count: 12, seed: 7 },
    leads,
  };
}

/** A SITES_DIR holding the given site documents and the real templates; `remove()` deletes it. */
export function writeSitesDir(sites: { slug: string }[]): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-sites-"));
  symlinkSync(TEMPLATES, join(dir, "templates"));
  for (const site of sites) writeFileSync(join(dir, `${site.slug}.json`), JSON.stringify(site, null, 2));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
