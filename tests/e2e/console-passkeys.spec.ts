import { expect, test } from "@playwright/test";
import { addStaff, expectAccessible, signInToConsole } from "./console-support.ts";

// The dealer console's passkeys (issue 22 §1): staff sign in with e-mailed codes and passkeys.

test("a manager signed in by code adds a passkey, signs out, signs in with it, and removes it", async ({ page }) => {
  // Two sign-ins, a passkey made, six page loads and two accessibility scans.
  test.setTimeout(60_000);
  // Chromium's virtual authenticator: a platform passkey store that verifies the user without a prompt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const manager = await addStaff("manager");
  await signInToConsole(page, manager);

  await page.getByRole("link", { name: "Passkeys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your passkeys" })).toBeVisible();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByLabel("Name it (optional)").fill("Showroom laptop");
  await page.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("Your passkey has been added. Next time, sign in with it.");
  const row = page.getByRole("row").filter({ hasText: "Showroom laptop" });
  await expect(row).toContainText("Never");
  await expectAccessible(page);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toEqual([expect.objectContaining({ rpId: "harbour-motors.localhost", isResidentCredential: true })]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the dealer console" })).toBeVisible();
  await expectAccessible(page);
  // Keyboard only: the passkey button is reached and pressed like any other.
  await page.getByRole("button", { name: "Sign in with a passkey" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByText(`${manager} (manager)`)).toBeVisible();

  await page.getByRole("link", { name: "Passkeys" }).click();
  await expect(row).not.toContainText("Never");
  await row.getByRole("button", { name: "Remove Showroom laptop" }).click();
  await expect(page.getByRole("status")).toHaveText("The passkey has been removed.");
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
});
