import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { demoSites, siteUrl } from "./support.ts";
import { waitForInteractiveForm } from "./leads-support.ts";
import { findCar, isInStock, openCar, photos } from "./vehicle-support.ts";

// Issue 25 §2: a vehicle page loads only the JavaScript its visible blocks need. The lead forms' code (rjsf and its
// validator) is fetched when the shopper reaches a form or opens its dialog, and framer-motion, which sweeps the
// price gauge's needle, when the shopper scrolls to the gauge; neither while the page loads.
const sites = await demoSites();

/** The built file of a browser module, from Vite's manifest (the e2e server serves the same build). */
function builtFile(source: RegExp): string {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, { file: string; src?: string }>;
  const chunk = Object.values(manifest).find((entry) => entry.src && source.test(entry.src));
  if (!chunk) throw new Error(`No built chunk for ${source}`);
  return `/${chunk.file}`;
}

test.use({ viewport: { width: 412, height: 823 } });

for (const site of sites) {
  test(`${site.name} vehicle page fetches no form code or motion library until the shopper reaches them`, async ({ page }) => {
    const formCode = builtFile(/runtime\/forms\/rjsf\/lead-form-body\.tsx$/);
    const motion = builtFile(/framer-motion\//);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    const car = await findCar(site.slug, "car in stock", isInStock);
    await openCar(page, site.slug, car);
    await page.waitForLoadState("networkidle");
    expect(fetched).not.toContain(formCode);
    expect(fetched).not.toContain(motion);

    // An enquiry form on the page itself (not in a dialog) hydrates once the shopper scrolls to it.
    const inline = page.locator("main .fc-lead-form-block:not(dialog *)").first();
    if (await inline.count()) {
      await inline.scrollIntoViewIfNeeded();
      await waitForInteractiveForm(inline);
      expect(fetched).toContain(formCode);
    }

    const gauge = page.locator(".fc-vdp-gauge");
    if (await gauge.count()) {
      await gauge.scrollIntoViewIfNeeded();
      await expect.poll(() => fetched).toContain(motion);
      // The needle sweeps from the left end to the deal rating (0 to 100 over the half-dial).
      const rating = Number(/Deal rating (\d+)/.exec((await gauge.getAttribute("aria-label")) ?? "")?.[1]);
      const angle = () => gauge.locator(".fc-vdp-gauge__needle").evaluate((needle: SVGGElement) => parseFloat(/rotate\((-?[\d.]+)deg\)/.exec(needle.style.transform)![1]!));
      await expect.poll(angle).toBeCloseTo(-90 + rating * 1.8, -0.5);
    }
  });
}

// Issue 25 §2: nothing moves once painted. The gallery's thumbnail strip overflows a phone's width, and its
// Previous and Next buttons, shown once embla measures the strip, take a row kept for them in the server's HTML:
// the gallery is as tall in the server's page (JavaScript off) as once embla has started.
test("DriveSub vehicle page keeps the thumbnail controls' row in the server's HTML, so the page does not move when embla starts", async ({ page, browser }) => {
  const car = await findCar("drivesub", "car in stock with thumbnails and no spin", (entry) => isInStock(entry) && photos(entry) > 3 && !entry.spin_images?.length);
  const viewport = { width: 412, height: 915 };
  const galleryHeight = (on: Page) => on.getByRole("region", { name: "Vehicle media" }).evaluate((region) => region.getBoundingClientRect().height);
  const serverOnly = await browser.newContext({ javaScriptEnabled: false, viewport });
  const plain = await serverOnly.newPage();
  await plain.goto(siteUrl("drivesub", car.path));
  const serverHeight = await galleryHeight(plain);
  await serverOnly.close();
  await page.setViewportSize(viewport);
  await openCar(page, "drivesub", car);
  const thumbnails = page.getByRole("group", { name: "Thumbnails" });
  await expect(thumbnails).toHaveClass(/fc-carousel--enhanced/);
  await expect(thumbnails.getByRole("button", { name: "Next", exact: true })).toBeVisible();
  expect(await galleryHeight(page)).toBe(serverHeight);
});
