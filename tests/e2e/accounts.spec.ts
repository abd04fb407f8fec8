import { expect, test, type Page } from "@playwright/test";
import { siteUrl, watchForProblems } from "./support.ts";
import { latestCode } from "../kit/accounts/outbox-codes.ts";
import { HARBOUR, signInWithCode as signInOn, someEmail } from "./accounts-support.ts";

const dataDir = process.env.E2E_DATA_DIR!;
const someMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** The first card on the page with the watchlist's Save button (sold cards have none). */
const saveableCard = (page: Page) => page.locator("article.fc-card").filter({ has: page.getByRole("button", { name: "Save", exact: true }) }).first();

/** A form POST from the page (Chromium resolves *.localhost; Node does not): the status and the address it ended at. */
const postForm = (page: Page, path: string, fields: Record<string, string>) =>
  page.evaluate(async ({ path, fields }) => {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    return { status: response.status, url: response.url };
  }, { path, fields });

const signInWithCode = (page: Page, destination: string) => signInOn(page, HARBOUR, destination);

test.describe("shopper accounts", () => {
  test("a gated page sends a signed-out shopper to sign in; the code from the outbox signs them in and back", async ({ page }) => {
    const watch = watchForProblems(page);
    await page.goto(siteUrl(HARBOUR, "/my-garage"));
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("type") === "my-garage");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to your garage" })).toBeVisible();
    await signInWithCode(page, someEmail());
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/my-garage"));
    await expect(page.getByRole("heading", { level: 1, name: "My garage" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Watchlist" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Favourites" })).toBeVisible();
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "fc_session")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    watch.expectNone();
  });

  test("signs in without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HARBOUR, "/sign-in?type=my-garage&redirect=%2Fmy-account"));
    await signInWithCode(page, someMobile());
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/my-account"));
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await context.close();
  });

  test("Save on a card while signed out goes to sign-in with a mobile number, completes the save, and the car is on the watchlist", async ({ page }) => {
    // Two sign-in steps and four page loads of the search page and the watchlist.
    test.setTimeout(60_000);
    const watch = watchForProblems(page);
    await page.goto(siteUrl(HARBOUR, "/search/new-used-and-demo-cars"));
    const card = saveableCard(page);
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    await card.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("type") === "watchlist" && url.searchParams.has("save"));
    await expect(page.getByLabel("Mobile number")).toBeVisible();
    await signInWithCode(page, someMobile());
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/search/new-used-and-demo-cars"));
    await expect(page.getByRole("button", { name: "Saved", exact: true }).first()).toBeVisible();

    await page.goto(siteUrl(HARBOUR, "/watchlist"));
    await expect(page.getByRole("heading", { level: 1, name: "My watchlist" })).toBeVisible();
    await expect(page.locator(".fc-saved-cars__list")).toContainText(name);

    // Removing says so, with a View List action; saving again likewise.
    await page.goto(siteUrl(HARBOUR, "/search/new-used-and-demo-cars"));
    const saved = page.getByRole("button", { name: "Saved", exact: true }).first();
    await saved.click();
    await expect(page.getByRole("status").filter({ hasText: "Car Removed" })).toContainText("is no longer in your watchlist");
    const again = saveableCard(page).getByRole("button", { name: "Save", exact: true });
    await again.click();
    const toast = page.getByRole("status").filter({ hasText: "Car Saved In Watchlist" });
    await expect(toast).toContainText("is now available in your watchlist");
    await toast.getByRole("link", { name: "View List" }).click();
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/watchlist"));
    watch.expectNone();
  });

  test("deleting the account signs out and leaves nothing behind", async ({ page }) => {
    test.setTimeout(60_000);
    const mobile = someMobile();
    await page.goto(siteUrl(HARBOUR, "/search/new-used-and-demo-cars"));
    await saveableCard(page).getByRole("button", { name: "Save", exact: true }).click();
    await signInWithCode(page, mobile);
    await page.goto(siteUrl(HARBOUR, "/watchlist"));
    await expect(page.locator(".fc-saved-cars__list li")).toHaveCount(1);

    await page.goto(siteUrl(HARBOUR, "/my-account"));
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data (JSON)" }).click();
    const data = JSON.parse(await (await (await download).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8")));
    expect(data.account.phone).toBe(mobile);
    expect(data.watchlist).toHaveLength(1);

    await page.getByLabel("I understand").check();
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page).toHaveURL(/\/\?account=deleted$/);
    await page.goto(siteUrl(HARBOUR, "/watchlist"));
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
    // Signing in with the same number again starts a new, empty account.
    await signInWithCode(page, mobile);
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/watchlist"));
    await expect(page.getByText("No cars saved yet.")).toBeVisible();
  });

  test("refuses wrong and replayed codes, ignores a foreign redirect, and limits code floods", async ({ page, browser }) => {
    const email = someEmail();
    await page.goto(siteUrl(HARBOUR, "/sign-in?redirect=https%3A%2F%2Fevil.example%2F"));
    await page.getByLabel(/^Mobile number/).fill(email);
    await page.getByRole("button", { name: "Send Code" }).click();
    const code = latestCode(dataDir, HARBOUR, email);
    await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("That code is not right. Check the message and try again.");
    const challenge = (await page.context().cookies()).find((cookie) => cookie.name === "fc_sign_in")!;
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/"));

    // The same code again, with the same sign-in cookie, in another browser: refused, nobody signed in.
    const other = await browser.newContext();
    await other.addCookies([challenge]);
    const replay = await other.newPage();
    await replay.goto(siteUrl(HARBOUR, "/sign-in?step=code"));
    const answer = await postForm(replay, "/api/sign-in/verify", { code, redirect: "/my-garage" });
    expect(new URL(answer.url).searchParams.get("error")).toBe("used");
    expect((await other.cookies()).some((cookie) => cookie.name === "fc_session")).toBe(false);
    await other.close();

    const flooded = someMobile();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await postForm(page, "/api/sign-in/code", { destination: flooded })).status);
    // Five codes go out (each answered with the code form), the sixth is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test("a forged session cookie signs nobody in", async ({ browser }) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: "fc_session", value: "made-up.c2lnbmF0dXJl", url: siteUrl(HARBOUR, "/") }]);
    const page = await context.newPage();
    await page.goto(siteUrl(HARBOUR, "/my-garage"));
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
    const saved = await page.evaluate(async () => (await fetch("/api/watchlist/save-car", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ phone_number: "0412345678", car_id: 1 }) })).status);
    expect(saved).toBe(401);
    await context.close();
  });
});
