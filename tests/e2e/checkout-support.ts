import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { demoSites, siteUrl } from "./support.ts";
import { signInWithCode, someEmail } from "./accounts-support.ts";

export const HARBOUR = "harbour-motors";

/**
 * The slug of the `nth` newest in-stock, unreserved used car of the site (read from the e2e server's database):
 * each test reserves a car of its own, away from the cars other journeys open first.
 */
export async function reservableCar(nth: number): Promise<string> {
  const site = (await demoSites()).find((entry) => entry.slug === HARBOUR)!;
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "forecourt.db"), { readOnly: true });
  try {
    const ids = site.dealerships.map((dealership) => dealership.id).join(",");
    const rows = db.prepare(`select slug, data from cars where status = 'in_stock' and dealership_id in (${ids}) order by id desc`).all() as { slug: string; data: string }[];
    const reservable = rows.filter((row) => {
      const car = JSON.parse(row.data) as { reserved: boolean; sold: boolean; show_on_dealer_website: boolean; car_type: string };
      return !car.reserved && !car.sold && car.show_on_dealer_website && car.car_type === "used";
    });
    return reservable[nth]!.slug;
  } finally {
    db.close();
  }
}

/** The e2e server's leads of one category about one car. */
export function leadsAbout(carSlug: string, category: string): number {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "forecourt.db"), { readOnly: true });
  try {
    const car = db.prepare("select id from cars where slug = ?").get(carSlug) as { id: number };
    const rows = db.prepare("select payload from leads where category = ?").all(category) as { payload: string }[];
    return rows.filter((row) => (JSON.parse(row.payload) as { car_id?: number }).car_id === car.id).length;
  } finally {
    db.close();
  }
}

/** Opens the car's checkout signed out: the gate sends the shopper to sign in, and back to the checkout. */
export async function signedInCheckout(page: Page, slug: string) {
  await page.goto(siteUrl(HARBOUR, `/cars/${slug}/checkout`));
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("type") === "checkout");
  await signInWithCode(page, HARBOUR, someEmail());
  await expect(page).toHaveURL(siteUrl(HARBOUR, `/cars/${slug}/checkout`));
  await page.getByLabel("Name").fill("Ada Lovelace");
}
