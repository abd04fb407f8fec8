import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { siteUrl } from "./support.ts";
import { addStaff, expectAccessible, HARBOUR, openConsoleCar, signInToConsole } from "./console-support.ts";
import { reservableCar, signedInCheckout } from "./checkout-support.ts";

// The dealer console's stock and reservations (issue 22 §3, §4): each journey takes a car of its own, well away
// from the cars other journeys reserve or open first.

test("a manager finds a car in the stock list, adds a photo and makes it the main one, marks the car sold, and the site shows it sold at once", async ({ page }) => {
  // A sign-in, a photo through the pipeline, eight page loads and two accessibility scans.
  test.setTimeout(60_000);
  const slug = await reservableCar(40);
  await signInToConsole(page, await addStaff("manager"));
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Stock" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
  await expectAccessible(page);

  await openConsoleCar(page, slug);
  await expect(page.getByRole("link", { name: "shown" })).toHaveAttribute("href", `/cars/${slug}`);
  await expectAccessible(page);
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
  await page.getByLabel(/^Add photos/).setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toHaveText("Photos added: the website shows them now.");
  await page.getByRole("group", { name: /^Photo \d+$/ }).last().getByRole("button", { name: "Make main photo" }).click();
  await expect(page.getByRole("img", { name: /^Photo 1 of / })).toHaveAttribute("src", /\/media\/cars\/\d+\/photos\/[0-9a-f]{64}\//);

  await page.getByRole("button", { name: "Mark sold" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved: the website shows it now.");
  await expect(page.getByRole("button", { name: "Mark in stock" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "car.sold" })).toContainText('{"status":"in_stock"} → {"status":"sold"}');

  await page.goto(siteUrl(HARBOUR, `/cars/${slug}`));
  await expect(page.getByRole("region", { name: "SOLD", exact: true })).toContainText("recently sold.");
});

test("a sales user reads a car and the feed imports but cannot change its price, nor open reservations or settings", async ({ page }) => {
  test.setTimeout(45_000);
  await signInToConsole(page, await addStaff("sales"));
  await page.goto("/console/stock");
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByText("Your role can read stock but not change it.")).toBeVisible();
  await expect(page.getByLabel("Price (dollars)")).toHaveCount(0);
  // The server refuses the form the page does not offer, posted anyway with the user's cookie, and changes nothing.
  const carPage = page.url();
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/price")),
    page.evaluate((action) => {
      const form = document.createElement("form");
      Object.assign(form, { method: "post", action });
      form.append(Object.assign(document.createElement("input"), { name: "price", value: "1" }));
      document.body.append(form);
      form.submit();
    }, `${new URL(carPage).pathname}/price`),
  ]);
  expect(refused.status()).toBe(403);
  await expect(page.getByRole("alert")).toHaveText("Your role can read stock but not change it.");
  await page.goto(carPage);
  await expect(page.getByRole("definition").filter({ hasText: /^\$1$/ })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" })).toHaveCount(0);
  for (const path of ["/console/staff", "/console/reservations"]) expect((await page.goto(path))?.status()).toBe(403);
  await page.goto("/console/stock/imports");
  await expect(page.getByRole("heading", { level: 1, name: "Feed imports" })).toBeVisible();
  await expectAccessible(page);
});

test("a manager refunds a shopper's reservation: the deposit is refunded and the car is back on sale", async ({ page, browser }) => {
  // The shopper's sign-in and payment, then the manager's sign-in and three page loads.
  test.setTimeout(90_000);
  const slug = await reservableCar(41);
  const shopper = await browser.newPage();
  await signedInCheckout(shopper, slug);
  await shopper.getByLabel("Card number").fill("4242 4242 4242 4242");
  await shopper.getByRole("button", { name: "Pay $200 Deposit" }).click();
  await expect(shopper.getByRole("heading", { name: "Reserved for you" })).toBeVisible();
  await shopper.close();

  await signInToConsole(page, await addStaff("manager"));
  await openConsoleCar(page, slug);
  await page.getByRole("link", { name: "its reservation and deposit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reservation by Ada Lovelace" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Refund the deposit and release the car" }).click();
  await expect(page.getByRole("status")).toHaveText("The deposit is refunded.");
  await expect(page.getByRole("definition").filter({ hasText: "$200 AUD, refunded" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "reservation.refund" })).toBeVisible();

  await page.goto(siteUrl(HARBOUR, `/cars/${slug}`));
  await expect(page.getByRole("link", { name: "Reserve Online" }).first()).toBeVisible();
});
