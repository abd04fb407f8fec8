import { expect, test, type Locator, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import type { Site } from "../../runtime/types/index.ts";
import { readPdf } from "../kit/vehicle/read-pdf.ts";
import { countLabel } from "../../runtime/rules/plural.ts";
import { kindNoun, type VehicleKind } from "../../runtime/rules/vehicle-kind.ts";
import { demoSites, siteUrl, watchForProblems } from "./support.ts";
import { agreeIfRequired, contactFor, fillContact, nextLead, waitForInteractiveForm } from "./leads-support.ts";
import { findCar, isInStock, openCar, siteStock, type StockCar } from "./vehicle-support.ts";

// Vehicle page journeys for the sidebar, its print page and PDF, the information sections and the request-photos
// dialog (issue 4 "Tests"), on every demo site. Each reads the site's vehicle_page options, so between them the
// demo sites exercise both sides of every option.
const sites = await demoSites();

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Vehicle summary" });
const money = (amount: number) => `$${Math.round(amount).toLocaleString("en-AU")}`;

/** Spec §4 price display: subscription price on subscription sites, else a reduced price over 10, else the price. */
function shownPrice(site: Site, car: StockCar): number {
  if (site.offers_subscription && car.subscription_price) return car.subscription_price;
  return car.offer_price && car.offer_price > 10 ? car.offer_price : car.price;
}

/** Opens one information section (a tab or an accordion, as the site lays them out) and answers its content. */
async function openSection(page: Page, site: Site, title: string): Promise<Locator> {
  if (site.vehicle_page.info_layout === "tabs") {
    await page.getByRole("tab", { name: title, exact: true }).click();
    return page.getByRole("tabpanel", { name: title, exact: true });
  }
  const accordion = page.locator("details.fc-vdp-info__accordion").filter({ has: page.locator("summary", { hasText: title }) });
  if (!(await accordion.evaluate((details: HTMLDetailsElement) => details.open))) await accordion.locator("summary").click();
  await expect(accordion).toHaveAttribute("open", "");
  return accordion.locator(".fc-vdp-info__panel");
}

/** The lines the site's VehicleInfo block gives a section (its props in the site document). */
function infoProps(site: Site): { whats_included: string[]; why_buy: string[]; protect_your_car: string } {
  const block = site.pages.vehicle!.blocks.find((entry) => entry.type === "VehicleInfo");
  return block!.props as { whats_included: string[]; why_buy: string[]; protect_your_car: string };
}

for (const site of sites) {
  const slug = site.slug;
  const options = site.vehicle_page;

  test.describe(`${site.name} vehicle sidebar`, () => {
    test("phone, share row and views, as the site sets them", async ({ page, context }) => {
      const watch = watchForProblems(page);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const car = await findCar(slug, "in-stock car", (entry) => isInStock(entry) && entry.price > 10);
      const views = page.waitForResponse((response) => response.url().includes(`/api/cars/${car.slug}/view.json`));
      // The copy notices are timed; a controlled clock checks their 1.5 s and 3 s exactly, however busy the machine.
      await page.clock.install();
      await openCar(page, slug, car);
      const aside = sidebar(page);

      // Spec §4 phone reveal: masked after the first 5 characters until clicked; some sites show it at once.
      const phone = car.location?.phone || site.phone!;
      const number = aside.getByRole("link", { name: phone, exact: true });
      if (options.phone_shown_at_once) {
        await expect(number).toBeVisible();
        await expect(aside.getByRole("button", { name: /Show number$/ })).toHaveCount(0);
      } else {
        const masked = phone.slice(0, 5) + phone.slice(5).replace(/[0-9]/g, "X");
        expect(masked).not.toBe(phone);
        // Its name is its visible text (WCAG 2.5.3).
        const reveal = aside.getByRole("button", { name: `${masked} Show number`, exact: true });
        await expect(reveal).toContainText(masked);
        await expect(aside).not.toContainText(phone);
        const revealCall = page.waitForRequest((request) => request.url().endsWith("/api/cars/reveal-phone") && request.method() === "POST");
        const revealAnswer = page.waitForResponse((response) => response.url().endsWith("/api/cars/reveal-phone"));
        await reveal.click();
        expect((await revealCall).postDataJSON()).toEqual({ car_id: car.id, dealership_id: car.dealership_id, website_id: slug });
        expect((await revealAnswer).status()).toBe(200);
        await expect(number).toBeVisible();
        await expect(number).toBeFocused();
      }
      await expect(number).toHaveAttribute("href", `tel:${phone.replace(/\s/g, "")}`);

      // Share row: Facebook, optional Twitter, WhatsApp, e-mail, SMS; copy link shows 'Copied' for 1.5 s, and a 3 s toast on some sites.
      const share = aside.locator(".fc-vdp-share");
      for (const channel of ["Facebook", "WhatsApp", "E-mail", "SMS"]) await expect(share.getByRole("link", { name: channel })).toHaveCount(1);
      await expect(share.getByRole("link", { name: "Twitter" })).toHaveCount(options.share_twitter ? 1 : 0);
      const toast = share.getByRole("status");
      // Paused a little ahead of the page's time: pauseAt cannot go back, and a busy machine may take a second to get there.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
      await aside.getByRole("button", { name: "Copy link" }).click();
      await expect(aside.getByRole("button", { name: "Copied" })).toBeVisible();
      // Issue 18: absolute URLs the server writes use the site's canonical origin, never the request's Host.
      const canonical = site.domains[0] ? `https://${site.domains[0].toLowerCase()}${car.path}` : siteUrl(slug, car.path);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
      if (options.share_toast) await expect(toast).toHaveText("Link copied");
      else await expect(toast).toHaveText("");
      await page.clock.runFor(1_499);
      await expect(aside.getByRole("button", { name: "Copied" })).toBeVisible();
      await page.clock.runFor(1);
      await expect(aside.getByRole("button", { name: "Copy link" })).toBeVisible();
      if (options.share_toast) {
        // The toast outlasts the 1.5 s notice and is gone after its 3 s.
        await page.clock.runFor(1_499);
        await expect(toast).toHaveText("Link copied");
        await page.clock.runFor(1);
        await expect(toast).toHaveText("");
      }
      await page.clock.resume();

      // Every visit counts a view (view.json); the count shows where the site enables it.
      const counted = (await (await views).json()).views as number;
      expect(counted).toBeGreaterThan(0);
      const shownViews = aside.getByText(/^[\d,]+ views?$/);
      if (options.show_views) await expect(shownViews).toHaveText(countLabel(counted, "view"));
      else await expect(shownViews).toHaveCount(0);
      watch.expectNone();
    });

    test("actions: trade-in only for a car that can be valued, reserve or buy online at the site's path", async ({ page }) => {
      const watch = watchForProblems(page);
      const aside = sidebar(page);
      // Spec §5 instant-valuation eligibility: in stock, not sold or reserved, price above 200.
      const valued = await findCar(slug, "in-stock car priced above 200", (entry) => entry.status === "in_stock" && !entry.sold && !entry.reserved && entry.price > 200);
      await openCar(page, slug, valued);
      await expect(aside.getByRole("link", { name: site.texts.enquire_button, exact: true })).toBeVisible();
      await expect(aside.getByRole("link", { name: "Trade-In Valuation" })).toHaveCount(options.trade_in_button ? 1 : 0);
      await expect(aside.getByRole("button", { name: "Request More Photos" })).toHaveCount(options.request_photos ? 1 : 0);
      const checkout = aside.getByRole("link", { name: options.checkout_path === "buy-online" ? "Buy Online" : "Reserve Online", exact: true });
      if (options.checkout) {
        const path = `/cars/${valued.slug}/${options.checkout_path}`;
        await expect(checkout).toHaveAttribute("href", path);
        await checkout.click();
        // The checkout page is gated: a signed-out shopper signs in first and comes back to it.
        if (site.pages.checkout!.gate) {
          await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("type") === "checkout" && url.searchParams.get("redirect") === path);
        } else {
          await expect(page).toHaveURL(siteUrl(slug, path));
        }
      } else {
        await expect(aside.getByRole("link", { name: /^(Reserve|Buy) Online$/ })).toHaveCount(0);
      }

      const reserved = await findCar(slug, "reserved car", (entry) => entry.status === "in_stock" && entry.reserved && entry.price > 200);
      await openCar(page, slug, reserved);
      await expect(aside.getByRole("link", { name: site.texts.enquire_button, exact: true })).toBeVisible();
      await expect(aside.getByRole("link", { name: "Trade-In Valuation" })).toHaveCount(0);
      await expect(aside.getByRole("link", { name: /^(Reserve|Buy) Online$/ })).toHaveCount(0);
      watch.expectNone();
    });

    test("print opens a clean printable page of the car in a new tab", async ({ page, context }) => {
      const watch = watchForProblems(page);
      const car = await findCar(slug, "in-stock car with a price and a VIN", (entry) => isInStock(entry) && entry.price > 10 && !!entry.vin);
      await openCar(page, slug, car);
      const link = sidebar(page).getByRole("link", { name: "Print" });
      await expect(link).toHaveAttribute("target", "_blank");
      const [print] = await Promise.all([context.waitForEvent("page"), link.click()]);
      const printWatch = watchForProblems(print);
      await print.waitForLoadState();
      expect(print.url()).toBe(siteUrl(slug, `/print?car_id=${car.slug}`));

      const title = `${car.year} ${car.make} ${car.model}`;
      await expect(print.getByRole("heading", { level: 1 })).toContainText(title);
      await expect(print.getByText(money(shownPrice(site, car)), { exact: true })).toBeVisible();
      await expect(print.getByText(car.vin!, { exact: true })).toBeVisible();
      await expect(print.getByText(`${car.km.toLocaleString("en-AU")} km`, { exact: true }).first()).toBeVisible();
      await expect(print.getByRole("heading", { name: "Key Information" })).toBeVisible();
      await expect(print.getByRole("heading", { name: `${kindNoun(car.item_type as VehicleKind).one} Summary` })).toBeVisible();
      const photo = print.getByRole("img", { name: title, exact: true });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // No site chrome: no header, menus, footer, sidebar or forms; only the car and the dealer's contact.
      for (const landmark of ["banner", "navigation", "contentinfo", "complementary"] as const) {
        await expect(print.getByRole(landmark)).toHaveCount(0);
      }
      await expect(print.locator("form, iframe, video")).toHaveCount(0);
      const button = print.getByRole("button", { name: "Print this page" });
      await expect(button).toBeVisible();
      // On paper even the print button is left off.
      await print.emulateMedia({ media: "print" });
      await expect(button).toBeHidden();
      await expect(print.getByRole("heading", { level: 1 })).toBeVisible();
      printWatch.expectNone();
      await print.close();
      watch.expectNone();
    });

    test("Download PDF gives {slug}.pdf, a PDF a reader can open with the car's title and VIN", async ({ page }) => {
      const watch = watchForProblems(page);
      const car = await findCar(slug, "in-stock car with a VIN", (entry) => isInStock(entry) && entry.price > 10 && !!entry.vin);
      await openCar(page, slug, car);
      const aside = sidebar(page);
      const download = page.waitForEvent("download");
      await aside.getByRole("button", { name: "Download PDF" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
      const pdf = readPdf(await readFile((await file.path())!));
      expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
      const text = pdf.lines.join("\n");
      expect(text).toContain(`${car.year} ${car.make} ${car.model}`);
      expect(text).toContain(car.vin!);
      expect(text).toContain(money(shownPrice(site, car)));
      await expect(aside.getByRole("button", { name: "Download PDF" })).toBeEnabled();
      watch.expectNone();
    });

    test("information sections as the site lays them out, with What's Included, Why Buy From Us?, Protect Your Car, Reserve Online", async ({ page }) => {
      const watch = watchForProblems(page);
      // A used car where the site sells them (its reserve terms add the money-back guarantee and return terms).
      const reservable = (entry: StockCar) => entry.status === "in_stock" && !entry.reserved;
      const car = (await siteStock(slug)).find((entry) => reservable(entry) && entry.car_type === "used")
        ?? (await findCar(slug, "car that can be reserved", reservable));
      await openCar(page, slug, car);
      const info = page.getByRole("region", { name: "Vehicle information" });
      if (options.info_layout === "tabs") {
        await expect(info.getByRole("tablist", { name: "Vehicle information" })).toBeVisible();
        await expect(info.locator("details")).toHaveCount(0);
      } else {
        await expect(info.getByRole("tablist")).toHaveCount(0);
        await expect(info.locator("details.fc-vdp-info__accordion").first()).toHaveAttribute("open", "");
      }

      const props = infoProps(site);
      expect(props.whats_included.length).toBeGreaterThan(0);
      const included = await openSection(page, site, "What's Included");
      for (const line of props.whats_included) await expect(included.getByRole("listitem").filter({ hasText: line })).toBeVisible();
      const whyBuy = await openSection(page, site, "Why Buy From Us?");
      for (const line of props.why_buy) await expect(whyBuy).toContainText(line);
      if (options.warranty_years) await expect(whyBuy).toContainText(`${options.warranty_years}-year warranty`);
      const protect = await openSection(page, site, "Protect Your Car");
      await expect(protect).toHaveText(props.protect_your_car);

      // Spec §9 reserve terms, where the site sells online.
      const reserveTitle = page.getByText("Reserve Online", { exact: true }).and(page.locator("[role=tab], summary"));
      if (!options.checkout) {
        await expect(reserveTitle).toHaveCount(0);
      } else {
        const reserve = await openSection(page, site, "Reserve Online");
        await expect(reserve).toContainText(`with a ${money(options.reserve_deposit)} deposit`);
        await expect(reserve).toContainText(`We'll hold it for you for ${options.reserve_hold_hours} hours.`);
        await expect(reserve).toContainText("Your deposit is 100% refundable.");
        const used = car.car_type === "used";
        if (used) await expect(reserve).toContainText(`${options.reserve_hold_hours}-hour money-back guarantee`);
        const terms = options.return_terms;
        if (used && terms) {
          await expect(reserve).toContainText(`Return it within ${terms.days} days, with no more than ${terms.max_km} km travelled and at least ${terms.min_fuel} of fuel.`);
        }
        await expect(reserve.getByRole("link", { name: options.checkout_path === "buy-online" ? "Buy Online" : "Reserve Online" }))
          .toHaveAttribute("href", `/cars/${car.slug}/${options.checkout_path}`);
      }
      watch.expectNone();
    });

    test("Request More Photos opens the request-photos form in a dialog and reaches /success", async ({ page }) => {
      const watch = watchForProblems(page);
      const car = await findCar(slug, "in-stock car", isInStock);
      await openCar(page, slug, car);
      await sidebar(page).getByRole("button", { name: "Request More Photos" }).click();
      const dialog = page.getByRole("dialog", { name: "Request Photos" });
      await expect(dialog).toBeVisible();
      await waitForInteractiveForm(dialog);
      const contact = contactFor(site, "photos");
      await fillContact(dialog, contact);
      await agreeIfRequired(dialog, site);
      const sent = nextLead(page);
      await dialog.getByRole("button", { name: "Request Photos" }).click();
      const lead = await sent;
      expect(lead.body.userData).toMatchObject({
        name: contact.name,
        email: contact.email,
        car_id: car.id,
        subcategory: "Request Photos",
        request: `Please send me more photos of the ${car.name}.`,
      });
      await expect(page).toHaveURL(siteUrl(slug, "/success"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thank You, ${contact.name}`);
      await expect(page.locator(".fc-lead-success code")).toHaveText(lead.leadId);
      watch.expectNone();
    });
  });
}
