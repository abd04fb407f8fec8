import { expect, test } from "@playwright/test";
import { siteUrl, watchForProblems } from "./support.ts";
import { HARBOUR, reservableCar, signedInCheckout } from "./checkout-support.ts";

test.describe("reserve online with a deposit", () => {
  test("the success card reserves the car: confirmation with the payment reference, the vehicle page drops Reserve Online, and cancel refunds", async ({ page }) => {
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
