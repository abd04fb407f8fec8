import { execFile } from "node:child_process";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { latestCode } from "../kit/accounts/outbox-codes.ts";
import type { StaffRole } from "../../runtime/rules/console/staff-role.ts";

export const HARBOUR = "harbour-motors";
const dataDir = process.env.E2E_DATA_DIR!;
const run = promisify(execFile);

/** Adds a member of Harbour Motors' staff with `npm run staff`, over the e2e server's database; their address. */
export async function addStaff(role: StaffRole): Promise<string> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1000)}@harbour.example`;
  await run(process.execPath, ["scripts/staff.ts", "add", "--site", HARBOUR, "--email", email, "--role", role], { env: { ...process.env, DATA_DIR: dataDir } });
  return email;
}

/** Signs a member of staff in to the console with the code e-mailed to them. */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.goto("/console");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByRole("status")).toContainText("We sent a 6-digit code");
  await page.getByLabel("Code").fill(latestCode(dataDir, HARBOUR, email));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
}

export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A car's stock number, read from the e2e server's database: what staff type to find it. */
export function stockNumber(slug: string): string {
  const db = new DatabaseSync(join(dataDir, "forecourt.db"), { readOnly: true });
  try {
    const row = db.prepare("select data from cars where slug = ?").get(slug) as { data: string };
    return (JSON.parse(row.data) as { stocknum: string }).stocknum;
  } finally {
    db.close();
  }
}

/** Finds a car in the console's stock list by its stock number and opens its page. */
export async function openConsoleCar(page: Page, slug: string): Promise<void> {
  await page.goto("/console/stock");
  await page.getByLabel("Text").fill(stockNumber(slug));
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("table").getByRole("link").first().click();
}
