import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { siteUrl, waitForHydration, watchForProblems } from "./support.ts";
import { HARBOUR, signInWithCode, someEmail } from "./accounts-support.ts";

/** The Spin to Win leads the e2e server stored for `email` (its SQLite database, read directly). */
function spinLeads(email: string): { category: string; payload: string }[] {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "forecourt.db"), { readOnly: true });
  try {
    return db.prepare("select category, payload from leads where site_slug = ? and category = 'Spin to Win' and payload like ?").all(HARBOUR, `%${email}%`) as { category: string; payload: string }[];
  } finally {
    db.close();
  }
}

test("spin to win: signed in, spin with the keyboard, the prize announced, kept on reload and sent to the dealer", async ({ page }) => {
  // Sign-in, the wheel's turn and a reload.
  test.setTimeout(60_000);
  const watch = watchForProblems(page);
  const email = someEmail();
  await page.goto(siteUrl(HARBOUR, "/spin-to-win"));
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("type") === "spin-to-win");
  await signInWithCode(page, HARBOUR, email);
  await expect(page).toHaveURL(siteUrl(HARBOUR, "/spin-to-win"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Motors Summer Spin");
  await waitForHydration(page);

  const spin = page.getByRole("button", { name: "Spin the Wheel" });
  await spin.focus();
  await page.keyboard.press("Enter");
  const result = page.getByRole("status").filter({ hasText: "You won:" });
  await expect(result).toContainText("We've passed your win to our team", { timeout: 10_000 });
  const announced = (await result.textContent())!;
  const prize = /You won: (.+)! We've/.exec(announced)![1]!;
  await expect(spin).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "You won:" })).toHaveText(announced);
  await expect(page.getByRole("button", { name: "Spin the Wheel" })).toHaveCount(0);

  const leads = spinLeads(email);
  expect(leads).toHaveLength(1);
  expect(JSON.parse(leads[0]!.payload)).toMatchObject({ category: "Spin to Win", email, message: `Won "${prize}" in Harbour Motors Summer Spin (promotion summer-spin-2026).` });
  watch.expectNone();
});
