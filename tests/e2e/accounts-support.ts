import { expect, type Page } from "@playwright/test";
import { latestCode } from "../kit/accounts/outbox-codes.ts";

const dataDir = process.env.E2E_DATA_DIR!;
export const HARBOUR = "harbour-motors";

export const someEmail = () => `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** On /sign-in: asks for a code to `destination`, reads it from the outbox and signs in with it. */
export async function signInWithCode(page: Page, siteSlug: string, destination: string) {
  await page.getByLabel(/^Mobile number/).fill(destination);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByRole("status")).toContainText("We sent a 6-digit code");
  await page.getByLabel("Code").fill(latestCode(dataDir, siteSlug, destination));
  await page.getByRole("button", { name: "Sign In" }).click();
}
