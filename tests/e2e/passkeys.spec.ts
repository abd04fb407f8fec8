import { expect, test } from "@playwright/test";
import { siteUrl, watchForProblems } from "./support.ts";
import { HARBOUR, signInWithCode, someEmail } from "./accounts-support.ts";

test("a shopper signed in by code adds a passkey, signs out, and signs in with it", async ({ page }) => {
  // Two sign-ins, a passkey made and five page loads.
  test.setTimeout(60_000);
  // Chromium's virtual authenticator: a platform passkey store that verifies the user without a prompt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const watch = watchForProblems(page);

  await page.goto(siteUrl(HARBOUR, "/sign-in?redirect=%2Fmy-account"));
  await signInWithCode(page, HARBOUR, someEmail());
  await expect(page).toHaveURL(siteUrl(HARBOUR, "/my-account"));
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByLabel("Name it (optional)").fill("Test laptop");
  await page.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("Your passkey has been added. Next time, sign in with it.");
  await expect(page.locator(".fc-account__passkeys li")).toContainText("Test laptop added");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toEqual([expect.objectContaining({ rpId: `${HARBOUR}.localhost`, isResidentCredential: true })]);

  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await page.goto(siteUrl(HARBOUR, "/my-garage"));
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("type") === "my-garage");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(siteUrl(HARBOUR, "/my-garage"));
  await expect(page.getByRole("heading", { level: 1, name: "My garage" })).toBeVisible();
  watch.expectNone();
});

test("a signed-in shopper saves a search and finds it in the garage, with its new cars, to open again", async ({ page }) => {
  // A sign-in and four page loads, two of them search pages.
  test.setTimeout(60_000);
  const watch = watchForProblems(page);
  await page.goto(siteUrl(HARBOUR, "/sign-in?redirect=%2Fsearch%2Fused-cars"));
  await signInWithCode(page, HARBOUR, someEmail());
  await expect(page).toHaveURL(siteUrl(HARBOUR, "/search/used-cars"));
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(siteUrl(HARBOUR, "/my-garage?search=saved"));
  const saved = page.getByRole("region", { name: "Saved searches" }).getByRole("listitem");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText("No new cars since you last looked");
  await saved.getByRole("link", { name: "Used Cars" }).click();
  await expect(page).toHaveURL(siteUrl(HARBOUR, "/search/used-cars"));
  watch.expectNone();
});
