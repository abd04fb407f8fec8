import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { latestMessage } from "../kit/accounts/outbox-codes.ts";
import { siteUrl, waitForHydration, watchForProblems } from "./support.ts";
import { HARBOUR, signInWithCode, someEmail } from "./accounts-support.ts";
import { isInStock, siteApi, siteStock } from "./vehicle-support.ts";
import { agreeIfRequired, answerSiteOptions, contactFor, fillContact, waitForInteractiveForm } from "./leads-support.ts";
import { demoSites } from "./support.ts";

// Issue 20 §4 and §3: a watched car's price drop reaches the shopper as a digest with a working unsubscribe link;
// the garage lists the enquiries the shopper sent.
const dataDir = process.env.E2E_DATA_DIR!;
const someMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** A new stock API token, from the command a dealer's site manager runs, over the server's database. */
function apiToken(): string {
  const output = execFileSync(process.execPath, ["scripts/token.ts", "--site", HARBOUR, "--label", "alerts journey"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return output.trim();
}

test.describe("shopper alerts and the garage", () => {
  test("a watched car's price drop puts a digest in the outbox, and its link unsubscribes without signing in", async ({ page, browser }) => {
    // Sign-in, a stock change, the sweep and three page loads.
    test.setTimeout(60_000);
    const watch = watchForProblems(page);
    // A priced used car near the end of the stock, away from the cars other journeys change.
    const car = (await siteStock(HARBOUR)).filter((entry) => isInStock(entry) && !entry.reserved && entry.car_type === "used" && entry.offer_price === null && entry.price > 5000).at(-7)!;
    const phone = someMobile();
    await page.goto(siteUrl(HARBOUR, `/sign-in?type=watchlist&save=${car.id}&redirect=%2Fwatchlist`));
    await signInWithCode(page, HARBOUR, phone);
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/watchlist"));

    const api = await siteApi(HARBOUR);
    const headers = { authorization: `Bearer ${apiToken()}` };
    try {
      const patched = await api.patch(`/api/admin/sites/${HARBOUR}/cars/${car.stocknum}`, { headers, data: { price: car.price - 1500 } });
      expect(patched.status()).toBe(200);
      await expect.poll(() => latestMessage(dataDir, HARBOUR, phone)?.body ?? "").toContain("price dropped");
    } finally {
      await api.patch(`/api/admin/sites/${HARBOUR}/cars/${car.stocknum}`, { headers, data: { price: car.price } });
      await api.dispose();
    }
    const digest = latestMessage(dataDir, HARBOUR, phone)!.body;
    expect(digest).toContain(`${car.name}`);
    const link = /Stop these alerts: \S+?(\/pages\/unsubscribe\?token=\S+)/.exec(digest)![1]!;

    // The link works in any browser: no session needed.
    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(siteUrl(HARBOUR, link));
    await expect(other.getByText(`Stop all alerts to ${phone.slice(0, 4)} ••• ${phone.slice(-3)}?`)).toBeVisible();
    await other.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(other.getByRole("status")).toHaveText("You are unsubscribed: we will send no more alerts to this address.");
    await stranger.close();

    await page.goto(siteUrl(HARBOUR, "/my-account"));
    await expect(page.getByText("Off: we send you no alerts about your watchlist or saved searches.")).toBeVisible();
    await page.getByRole("button", { name: "Turn Alerts On" }).click();
    await expect(page.getByRole("status")).toHaveText("Alerts are on.");
    watch.expectNone();
  });

  test("the garage lists an enquiry the signed-in shopper sent from a vehicle page", async ({ page }) => {
    test.setTimeout(60_000);
    const site = (await demoSites()).find((entry) => entry.slug === HARBOUR)!;
    const car = (await siteStock(HARBOUR)).filter((entry) => isInStock(entry) && !entry.reserved).at(-9)!;
    await page.goto(siteUrl(HARBOUR, `/sign-in?type=my-garage&redirect=${encodeURIComponent(car.path)}`));
    await signInWithCode(page, HARBOUR, someEmail());
    await expect(page).toHaveURL(siteUrl(HARBOUR, car.path));
    await waitForHydration(page);
    const form = page.locator("#enquire");
    await form.scrollIntoViewIfNeeded();
    await waitForInteractiveForm(form);
    await fillContact(form, contactFor(site, "garage"), { message: site.leads.message_required });
    await answerSiteOptions(form, site);
    await agreeIfRequired(form, site);
    await form.getByRole("button", { name: site.texts.enquire_button, exact: true }).click();
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/success"));

    await page.goto(siteUrl(HARBOUR, "/my-garage"));
    const enquiries = page.getByRole("region", { name: "Enquiries sent" });
    await expect(enquiries.getByRole("listitem")).toHaveCount(1);
    await expect(enquiries.getByRole("listitem")).toContainText("Vehicle Enquiry");
    await expect(enquiries.getByRole("link", { name: car.name })).toHaveAttribute("href", `/cars/${car.slug}`);
    await expect(page.getByRole("region", { name: "Reservations" })).toContainText("No reservations yet.");
  });
});
