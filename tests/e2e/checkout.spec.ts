import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { siteUrl, watchForProblems } from "./support.ts";
import { HARBOUR, reservableCar, signedInCheckout } from "./checkout-support.ts";

/** The statuses of the car's deposit payments, oldest first, as the e2e server's database records them. */
function depositStatuses(slug: string): string[] {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "forecourt.db"), { readOnly: true });
  try {
    const rows = db.prepare("select p.status from payments p join cars c on c.id = p.car_id where c.slug = ? order by p.created_at").all(slug) as { status: string }[];
    return rows.map((row) => row.status);
  } finally {
    db.close();
  }
}


test.describe("reserve online with a deposit", () => {
  test("the success card reserves the car: confirmation with the payment reference, the vehicle page drops Reserve Online; cancelling within the hold puts the car back in stock and refunds the deposit", async ({ page }) => {
    // Sign-in, the payment and three page loads.
    test.setTimeout(60_000);
    const watch = watchForProblems(page);
    const slug = await reservableCar(20);
    await signedInCheckout(page, slug);
    await expect(page.getByText("We'll hold it for you for 48 hours.")).toBeVisible();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $200 Deposit" }).click();
    await expect(page.getByRole("status").first()).toContainText("your deposit is paid and the vehicle is reserved");
    await expect(page.getByRole("heading", { name: "Reserved for you" })).toBeVisible();
    await expect(page.getByText(/^test_[0-9a-f]{24}$/)).toBeVisible();

    await page.goto(siteUrl(HARBOUR, `/cars/${slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Reserve Online" })).toHaveCount(0);

    await page.goto(siteUrl(HARBOUR, `/cars/${slug}/checkout`));
    await page.getByRole("button", { name: "Cancel Reservation" }).click();
    await expect(page.getByRole("status").first()).toContainText("Your reservation is cancelled");
    await expect(page.getByRole("button", { name: "Pay $200 Deposit" })).toBeVisible();
    expect(depositStatuses(slug)).toEqual(["refunded"]);
    await page.goto(siteUrl(HARBOUR, `/cars/${slug}`));
    await expect(page.getByRole("link", { name: "Reserve Online" }).first()).toBeVisible();
    watch.expectNone();
  });

  test("the extra-confirmation card: abandoning the step takes nothing and reserves nothing; completing it reserves the car", async ({ page }) => {
    test.setTimeout(60_000);
    const watch = watchForProblems(page);
    const slug = await reservableCar(22);
    await signedInCheckout(page, slug);
    await page.getByLabel("Card number").fill("4000 0027 6000 3184");
    await page.getByRole("button", { name: "Pay $200 Deposit" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel Payment" }).click();
    await expect(page.getByRole("alert")).toHaveText("The extra confirmation step was not completed. No money was taken.");
    await expect(page.getByRole("heading", { name: "Reserved for you" })).toHaveCount(0);
    expect(depositStatuses(slug)).toEqual(["failed"]);

    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Card number").fill("4000 0027 6000 3184");
    await page.getByRole("button", { name: "Pay $200 Deposit" }).click();
    await page.getByRole("button", { name: "Confirm Payment" }).click();
    await expect(page.getByRole("heading", { name: "Reserved for you" })).toBeVisible();
    expect(depositStatuses(slug)).toEqual(["failed", "captured"]);
    watch.expectNone();
  });

  test("a declined card shows the message, takes nothing and reserves nothing (without JavaScript)", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const slug = await reservableCar(21);
    await signedInCheckout(page, slug);
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $200 Deposit" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. No money was taken.");
    await expect(page.getByRole("heading", { name: "Reserved for you" })).toHaveCount(0);
    await page.goto(siteUrl(HARBOUR, `/cars/${slug}`));
    await expect(page.getByRole("link", { name: "Reserve Online" }).first()).toBeVisible();
    await context.close();
  });
});
