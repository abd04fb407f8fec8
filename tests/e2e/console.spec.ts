import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { siteApi } from "./leads-support.ts";
import { siteUrl } from "./support.ts";
import { latestMessage } from "../kit/accounts/outbox-codes.ts";
import { addStaff, expectAccessible, HARBOUR, signInToConsole } from "./console-support.ts";

// The dealer console (issue 22 §1, §2): staff sign-in by an e-mailed code and the leads inbox.

/** Sends an enquiry on Harbour Motors through the lead API, as its contact form would. */
async function sendLead(name: string, message: string, more: Record<string, unknown> = {}) {
  const api = await siteApi(HARBOUR);
  const sent = await api.post("/api/leads", {
    data: {
      isLastStep: true,
      userData: {
        form: "enquiry", source: "Website", name, last_name: "Lovelace", email: "ada@example.com", phone: "0400 000 000",
        postcode: "2050", message, category: "General Enquiry", location_id: 1011, PreferredContactMethod: "SMS", ...more,
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await api.dispose();
}

test("an owner added with npm run staff signs in by code, finds a lead sent on the site in the inbox, sees another arrive live, and marks the first contacted", async ({ page }) => {
  // A sign-in, five page loads and two accessibility scans.
  test.setTimeout(60_000);
  const owner = await addStaff("owner");
  const shopper = `Console${Date.now()}`;
  await sendLead(shopper, "Is the HiLux still available?");
  await signInToConsole(page, owner);

  const row = page.getByRole("row").filter({ hasText: shopper });
  await expect(row).toContainText("new");
  await expectAccessible(page);
  // A lead sent while the inbox is open joins it without a reload.
  const later = `Live${Date.now()}`;
  await sendLead(later, "Do you take trade-ins?");
  // Other journeys may send leads too: the count is not this test's to know.
  await expect(page.getByRole("status")).toHaveText(/^(A new lead has|\d+ new leads have) come in\.$/);
  await expect(page.getByRole("row").filter({ hasText: later })).toContainText("new");

  await row.getByRole("link", { name: `${shopper} Lovelace` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Lead from ${shopper} Lovelace` })).toBeVisible();
  await expect(page.getByText("Is the HiLux still available?")).toBeVisible();
  await expectAccessible(page);
  // Only the live inbox has a script; a lead's page has none.
  await expect(page.locator("script")).toHaveCount(0);
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("listitem").filter({ hasText: `${owner}: lead.progress` })).toBeVisible();

  await page.getByRole("link", { name: "All leads" }).click();
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("row").filter({ hasText: shopper })).toContainText("contacted");
});

test("an owner invites a manager, who gets the invitation by e-mail, signs in and may invite sales staff only", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const owner = await addStaff("owner");
  await signInToConsole(page, owner);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" }).click();
  const manager = `invited-${Date.now()}@harbour.example`;
  await page.getByLabel("E-mail address").fill(manager);
  await page.getByLabel("Role").selectOption("manager");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText("Invited: they can sign in now with their e-mail address.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`^${manager} manager`) })).toBeVisible();
  expect(latestMessage(process.env.E2E_DATA_DIR!, HARBOUR, manager)?.subject).toBe("You are invited to the Harbour Motors dealer console");

  const context = await browser.newContext({ baseURL: siteUrl(HARBOUR) });
  try {
    const invited = await context.newPage();
    await signInToConsole(invited, manager);
    await invited.goto("/console/staff");
    await expect(invited.getByLabel("Role").locator("option")).toHaveText(["sales"]);
  } finally {
    await context.close();
  }
});

test("a manager finds a location's lead by the location filter, exports just those, and reads its trade-in and visited pages", async ({ page }) => {
  // A sign-in, four page loads, an export and an accessibility scan.
  test.setTimeout(60_000);
  const manager = await addStaff("manager");
  const shopper = `Located${Date.now()}`;
  await sendLead(shopper, "Can I trade in my Mazda?", {
    "do-you-have-a-trade-in": "Yes", Rego: "ABC123", regoState: "NSW", kms: 84500,
    lead_attributes: { visited_pages: ["/", "/cars/used", "https://elsewhere.example/"], linked_query_params: { utm_source: "e2e" } },
  });
  await signInToConsole(page, manager);

  // The enquiry form's location is the sales yard's.
  await page.getByLabel("Location").selectOption({ label: "Harbour Motors Toyota - Sales" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]location=1011/);
  await expect(page.getByRole("row").filter({ hasText: shopper })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export these leads as CSV" }).click()]);
  expect(download.url()).toMatch(/\/console\/leads\.csv\?location=1011$/);
  expect(readFileSync(await download.path(), "utf8")).toContain(shopper);
  await page.getByLabel("Location").selectOption({ label: "Harbour Motors Toyota - Parts" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("row").filter({ hasText: shopper })).toHaveCount(0);

  await page.getByLabel("Location").selectOption({ label: "Harbour Motors Toyota - Sales" });
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: `${shopper} Lovelace` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Lead from ${shopper} Lovelace` })).toBeVisible();
  const tradeIn = page.locator("h2:text-is('Trade-in') + dl");
  await expect(tradeIn).toContainText("Has a trade-inYes");
  await expect(tradeIn).toContainText("RegoABC123");
  await expect(tradeIn).toContainText("Odometer84,500 km");
  await expect(page.locator("h2:text-is('Visited pages') + ol li")).toHaveText(["/", "/cars/used"]);
  await expect(page.getByText("No payments.")).toBeVisible();
  await expectAccessible(page);
});
