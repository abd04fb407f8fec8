import { expect, test } from "@playwright/test";
import { siteUrl } from "./support.ts";
import { findCar, isInStock, waitForReact } from "./vehicle-support.ts";

// Architecture principle 5: no click before hydration is lost. A button clicked while the page's JavaScript is
// still on its way runs once the page is interactive, exactly once.
test("a phone reveal clicked before the page's code has loaded shows the number once the page hydrates", async ({ page }) => {
  const site = "harbour-motors";
  const car = await findCar(site, "in-stock car", (entry) => isInStock(entry) && entry.price > 10);
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.endsWith(".js"), async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const reveals: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/cars/reveal-phone")) reveals.push(request.method());
  });

  await page.goto(siteUrl(site, car.path), { waitUntil: "commit" });
  const sidebar = page.getByRole("complementary", { name: "Vehicle summary" });
  const reveal = sidebar.getByRole("button", { name: /Show number$/ });
  await reveal.click();
  await reveal.click();
  expect(await page.evaluate(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer")))).toBe(false);

  release();
  await waitForReact(page);
  const phone = car.location?.phone;
  await expect(sidebar.getByRole("link", { name: phone ? phone : /\d/ })).toBeVisible();
  await expect(sidebar.getByRole("button", { name: /Show number$/ })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(reveals).toEqual(["POST"]);
});
