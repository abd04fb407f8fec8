import { expect, test, type Page } from "@playwright/test";
import { siteUrl, watchForProblems } from "./support.ts";
import { HARBOUR, signInWithCode, someEmail } from "./accounts-support.ts";
import { leadsAbout, reservableCar } from "./checkout-support.ts";
import { latestMessage } from "../kit/accounts/outbox-codes.ts";

/** Opens a gated page signed out: the gate sends the shopper to sign in, then back to the page. */
async function signedIn(page: Page, path: string, email: string) {
  await page.goto(siteUrl(HARBOUR, path));
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
  await signInWithCode(page, HARBOUR, email);
  await expect(page).toHaveURL(siteUrl(HARBOUR, path));
}

const step = (page: Page, title: string) => expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

test.describe("buy online", () => {
  test("the checkout journey started in one browser resumes in another (same account) and ends reserved with one lead", async ({ browser }) => {
    // Two sign-ins and six steps, each a form post.
    test.setTimeout(90_000);
    const slug = await reservableCar(30);
    const email = someEmail();
    const path = `/checkout-journey?car_id=${slug}`;

    const first = await browser.newContext();
    const page = await first.newPage();
    const watch = watchForProblems(page);
    await signedIn(page, path, email);
    await step(page, "Your details and licence");
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Phone").fill("0412 345 678");
    await page.getByLabel("Driver Licence Number").fill("no!");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please enter a valid driver licence number.").first()).toBeVisible();
    await page.getByLabel("Driver Licence Number").fill("NSW12345");
    await page.getByRole("button", { name: "Next" }).click();
    await step(page, "Delivery or pick-up");
    await page.getByLabel("Deliver it to me").check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please enter a postcode").first()).toBeVisible();
    await page.getByLabel("Pick up from the dealership").check();
    await page.getByRole("button", { name: "Next" }).click();
    await step(page, "Trade-in");
    // Back keeps what was answered.
    await page.getByRole("button", { name: "Back" }).click();
    await step(page, "Delivery or pick-up");
    await expect(page.getByLabel("Pick up from the dealership")).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await step(page, "Trade-in");
    await expect(page.getByRole("link", { name: "Get an instant trade-in valuation" })).toHaveAttribute("href", /^\/cars\/trade-in\?car_id=\d+$/);
    watch.expectNone();
    await first.close();

    // Another device: the same account picks up where the journey was left.
    const second = await browser.newContext({ javaScriptEnabled: false });
    const other = await second.newPage();
    await signedIn(other, path, email);
    await step(other, "Trade-in");
    await other.getByLabel("No").check();
    await other.getByRole("button", { name: "Next" }).click();
    await step(other, "Finance or cash");
    await other.getByLabel("Cash, card or bank transfer").check();
    await other.getByRole("button", { name: "Next" }).click();
    await step(other, "Review");
    const breakdown = other.getByRole("definition");
    await expect(other.getByText("Deposit due today")).toBeVisible();
    await expect(breakdown.filter({ hasText: "No charge" })).toBeVisible();
    await other.getByRole("checkbox").check();
    await other.getByRole("button", { name: "Continue to Deposit" }).click();
    await step(other, "Deposit");
    await expect(other.getByRole("list", { name: "Accepted payments" })).toHaveText(/Mastercard.*Visa.*Maestro.*Google Pay.*Apple Pay/);
    await other.getByLabel("Card number").fill("4242 4242 4242 4242");
    await other.getByRole("button", { name: "Pay $200 Deposit" }).click();
    await expect(other.getByRole("status").first()).toContainText("your deposit is paid and the vehicle is reserved");
    await expect(other.getByRole("heading", { name: "Reserved for you" })).toBeVisible();
    expect(leadsAbout(slug, "Online Purchase")).toBe(1);
    await second.close();
  });

  test("/online-payment pays with the success card, e-mails a receipt and says a declined card was declined, keeping what was typed", async ({ page }) => {
    test.setTimeout(60_000);
    const watch = watchForProblems(page);
    const email = someEmail();
    await signedIn(page, "/online-payment", email);
    await expect(page.getByRole("list", { name: "Accepted payments" })).toBeVisible();
    const fill = async (card: string) => {
      await page.getByLabel("Invoice or Reference Number").fill("INV-20931");
      await page.getByRole("radio", { name: "Invoice" }).check();
      await page.getByLabel("Amount").fill("1,250.50");
      await page.getByLabel("First Name").fill("Ada");
      await page.getByLabel("Card number").fill(card);
      await page.getByRole("button", { name: "Pay Now" }).click();
    };
    await fill("4000 0000 0000 0002");
    await expect(page.getByRole("alert").filter({ hasText: "declined" })).toHaveText("Your card was declined. No money was taken.");
    await expect(page.getByLabel("Invoice or Reference Number")).toHaveValue("INV-20931");
    await fill("4242 4242 4242 4242");
    await expect(page.getByRole("status").first()).toContainText("Thank you: your payment is complete.");
    await expect(page.getByText("$1,250.50")).toBeVisible();
    // The receipt is queued with the payment, before the paid page is shown.
    const receipt = latestMessage(process.env.E2E_DATA_DIR!, HARBOUR, email);
    expect(receipt?.subject).toBe("Harbour Motors: receipt for your payment against Invoice INV-20931");
    expect(receipt?.body).toContain("Paid against Invoice INV-20931: $1,250.50 AUD, payment reference ");
    watch.expectNone();
  });
});
