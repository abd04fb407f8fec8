import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { latestCode } from "../kit/accounts/outbox-codes.ts";
import { listedReviews, ratingTotals, reviewSummary, starRatingLabel } from "../../runtime/rules/reviews.ts";
import { demoSites, waitForHydration, watchForProblems } from "./support.ts";
import { agreeIfRequired, nextLead, waitForInteractiveForm } from "./leads-support.ts";

// Reviews (issue 23 §2): star ratings with their text, /pages/reviews with its JSON-LD, and the review form whose
// reviews show only once the dealer approves them in the console.
const HARBOUR = "harbour-motors";
const dataDir = process.env.E2E_DATA_DIR!;
const run = promisify(execFile);

test("/pages/reviews shows the rating and the listed reviews as stars with their text, replies, and AggregateRating and Review JSON-LD", async ({ page }) => {
  const watch = watchForProblems(page);
  const site = (await demoSites()).find((candidate) => candidate.slug === HARBOUR)!;
  const entered = Object.values(site.reviews.entries).flat();
  // The review form's journey may have published a review by now: the counts are read, the wording checked.
  await page.goto("/pages/reviews");
  const summary = page.locator(".fc-reviews__summary");
  await expect(summary).toHaveText(/^[★\s]+\d\.\d out of 5 stars, \d+ reviews$/);
  const reviews = page.getByRole("article", { name: /^Review by / });
  await expect(reviews).toHaveCount(site.reviews.full_text_count);
  for (const text of await reviews.locator(".fc-stars__text").allTextContents()) expect(text).toMatch(/^[45] out of 5 stars$/);
  const newestEntered = listedReviews(entered, site.reviews).find((review) => review.reply_text)!;
  await expect(page.getByText(newestEntered.reply_text!)).toBeVisible();
  await expect(page.getByText("Response from the dealer").first()).toBeVisible();
  // A review below the minimum rating is counted, not listed.
  const low = entered.find((review) => review.rating < site.reviews.minimum_rating)!;
  await expect(page.getByText(low.text!)).toHaveCount(0);
  // The stars, the list and the review form's star radio group pass an accessibility scan.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const dealer = jsonLd.find((node) => node.aggregateRating);
  expect(dealer).toMatchObject({ "@type": "AutoDealer", aggregateRating: { "@type": "AggregateRating", bestRating: 5 } });
  expect(dealer.aggregateRating.reviewCount).toBeGreaterThanOrEqual(entered.length);
  expect(dealer.review).toHaveLength(site.reviews.full_text_count);
  expect(dealer.review[0]).toMatchObject({ "@type": "Review", reviewRating: { "@type": "Rating" } });

  // The location's page and card rate it from its reviews, in words (the service department: review-form
  // reviews go to the sales department, so the other journey does not move its figures).
  const service = site.reviews.entries["harbour-motors-toyota-service"]!;
  const { count, average_rating } = reviewSummary([ratingTotals(service)]);
  const label = starRatingLabel(average_rating, count);
  await page.goto("/locations/harbour-motors-toyota-service");
  await expect(page.locator(".fc-location").getByText(label)).toBeVisible();
  await page.goto("/contact-us");
  await expect(page.getByRole("article", { name: "Harbour Motors Toyota - Service" }).getByText(label)).toBeVisible();
  watch.expectNone();
});

test("a review sent through the review form is a lead for the dealer, and shows on /pages/reviews only once an owner approves it in the console, with the owner's public reply", async ({ page }) => {
  // The form, a console sign-in and four page loads.
  test.setTimeout(60_000);
  const site = (await demoSites()).find((candidate) => candidate.slug === HARBOUR)!;
  const reviewer = `Reviewer${Date.now()}`;
  const text = `Smooth purchase and a friendly handover (${reviewer}).`;

  await page.goto("/pages/reviews");
  await waitForHydration(page);
  const form = page.locator("#review-form");
  await form.scrollIntoViewIfNeeded();
  await waitForInteractiveForm(form);
  const stars = form.getByRole("group", { name: /^Your rating/ });
  await expect(stars.getByRole("radio")).toHaveCount(5);
  await stars.getByRole("radio", { name: "5 stars" }).check();
  await form.getByLabel(/^Your review/).fill(text);
  await form.getByLabel(/^First Name/).fill(reviewer);
  await form.getByLabel(/^Last Name/).fill("Nguyen");
  await form.getByRole("textbox", { name: /^Email/ }).fill("reviewer@example.com");
  await agreeIfRequired(form, site);
  const sent = nextLead(page);
  await form.getByRole("button", { name: "Send Review" }).click();
  const lead = await sent;
  expect(lead.body.userData).toMatchObject({ form: "review", category: "Review", rating: 5, message: text });

  await page.goto("/pages/reviews");
  await expect(page.getByText(text)).toHaveCount(0);

  const owner = `reviews-owner-${Date.now()}@harbour.example`;
  await run(process.execPath, ["scripts/staff.ts", "add", "--site", HARBOUR, "--email", owner, "--role", "owner"], { env: { ...process.env, DATA_DIR: dataDir } });
  await page.goto("/console");
  await page.getByLabel("E-mail address").fill(owner);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByRole("status")).toContainText("We sent a 6-digit code");
  await page.getByLabel("Code").fill(latestCode(dataDir, HARBOUR, owner));
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.goto(`/console/leads/${lead.leadId}`);
  await expect(page.getByText("This review is waiting for a decision: not shown on the site.")).toBeVisible();
  await page.getByRole("button", { name: "Approve review" }).click();
  await expect(page.getByRole("status")).toHaveText("The review is published.");
  await expect(page.getByRole("listitem").filter({ hasText: `${owner}: review.approve` })).toBeVisible();
  const reply = `Thanks ${reviewer}, enjoy the car!`;
  await page.getByLabel(/^Public reply/).fill(reply);
  await page.getByRole("button", { name: "Save reply" }).click();
  await expect(page.getByRole("status")).toHaveText("Your reply is saved: it shows under the review on the site.");
  await expect(page.getByRole("listitem").filter({ hasText: `${owner}: review.reply` })).toBeVisible();

  await page.goto("/pages/reviews");
  const published = page.getByRole("article", { name: `Review by ${reviewer} N.` });
  await expect(published).toContainText(text);
  await expect(published).toContainText("5 out of 5 stars");
  await expect(published.locator(".fc-review__reply")).toContainText("Response from the dealer");
  await expect(published.locator(".fc-review__reply")).toContainText(reply);
});
