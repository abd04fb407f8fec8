import { expect, test, type Page } from "@playwright/test";
import { loadSiteContent } from "../../runtime/site/content/load-site-content.ts";
import { blogDateLabel } from "../../runtime/rules/blog/blog-card.ts";
import { teamInOrder } from "../../runtime/rules/team.ts";
import { demoSites, markWindow, siteUrl, waitForHydration, watchForProblems, windowStillMarked } from "./support.ts";

const sites = await demoSites();
const { content } = await loadSiteContent("sites", sites);
const slug = "harbour-motors";
const posts = content.posts(slug);

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("blog and content pages (Harbour Motors)", () => {
  test("/blog lists the newest posts as cards and opens a post client-side; the post describes itself as a BlogPosting", async ({ page }) => {
    const watch = watchForProblems(page, { allowStatus: (url, status) => status === 404 && url.includes("/blog/no-such-post"), allowConsole: /status of 404/ });
    await page.goto(siteUrl(slug, "/blog"));
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(posts.length);
    const newest = posts[0]!;
    const first = cards.first();
    await expect(first).toContainText(blogDateLabel(newest.date));
    const description = (await first.locator("p").textContent())!;
    expect(description.length).toBeLessThanOrEqual(83);
    expect(newest.description.startsWith(description.replace(/\.\.\.$/, ""))).toBe(true);

    await waitForHydration(page);
    await markWindow(page);
    await first.getByRole("link", { name: newest.title }).click();
    await expect(page).toHaveURL(siteUrl(slug, `/blog/${newest.slug}`));
    await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
    expect(await windowStillMarked(page), "the post opened with a full page load").toBe(true);

    await page.reload();
    const posting = (await jsonLd(page)).find((entry) => entry["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: newest.title, datePublished: newest.date });

    const missing = await page.goto(siteUrl(slug, "/blog/no-such-post"));
    expect(missing?.status()).toBe(404);
    watch.expectNone();
  });

  test("/blog/vehicle-reviews lists only reviews; /faqs gives its questions as FAQPage; unknown content pages are 404; /teams shows the team", async ({ page }) => {
    const watch = watchForProblems(page, { allowStatus: (url, status) => status === 404 && url.includes("/pages/no-such-page"), allowConsole: /status of 404/ });
    await page.goto(siteUrl(slug, "/blog/vehicle-reviews"));
    const reviews = posts.filter((post) => post.category === "vehicle-reviews").map((post) => post.title);
    expect(reviews.length).toBeGreaterThan(0);
    await expect(page.getByRole("article").getByRole("heading")).toHaveText(reviews);

    await page.goto(siteUrl(slug, "/faqs"));
    const faqs = content.page(slug, "faqs")!;
    await expect(page.getByRole("heading", { level: 2, name: faqs.faq[0]!.question })).toBeVisible();
    const faqPage = (await jsonLd(page)).find((entry) => entry["@type"] === "FAQPage");
    expect((faqPage?.mainEntity as Array<{ name: string }>).map((entry) => entry.name)).toEqual(faqs.faq.map((entry) => entry.question));

    const missing = await page.goto(siteUrl(slug, "/pages/no-such-page"));
    expect(missing?.status()).toBe(404);

    await page.goto(siteUrl(slug, "/teams"));
    const team = teamInOrder(sites.find((site) => site.slug === slug)!.team);
    await expect(page.getByRole("listitem").getByRole("heading", { level: 2 })).toHaveText(team.map((member) => member.name));
    watch.expectNone();
  });
});
