import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support.ts";
import { findCar, isInStock, openCar, waitForReact } from "./vehicle-support.ts";

// Issue 23 §1: vehicle kinds, subscription sites, dialogs and the personalised finance page on the demo sites.
const SUMMIT = "summit-auto-group";
const DRIVESUB = "drivesub";
const HARBOUR = "harbour-motors";
const TYPES = { new: "New", used: "Used", demo: "Demo" } as const;

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Vehicle summary" });

test("a motorcycle search and vehicle page say Motorcycles, not Cars", async ({ page }) => {
  await page.goto(siteUrl(SUMMIT, "/search/used-cars?item_type=motorcycle"));
  await waitForReact(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Motorcycles");
  // The button is for small screens: wide ones show the results beside the filters.
  await expect(page.getByRole("link", { name: /^Show Me [\d,]+ Used Motorcycles?$/, includeHidden: true })).toBeAttached();

  const bike = await findCar(SUMMIT, "in-stock motorcycle", (car) => car.item_type === "motorcycle" && isInStock(car));
  await openCar(page, SUMMIT, bike);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: `${TYPES[bike.car_type]} Motorcycles` })).toHaveAttribute("href", `/search/${bike.car_type}-cars?item_type=motorcycle`);
  await expect(page.getByText("Motorcycle Summary", { exact: true })).toBeVisible();
  await expect(page.getByText("Car Summary", { exact: true })).toHaveCount(0);
});

test("a caravan page shows no odometer and no fuel calculator", async ({ page }) => {
  const caravan = await findCar(SUMMIT, "in-stock caravan without an engine", (car) => car.item_type === "caravan" && car.simple_fuel === null && isInStock(car));
  await openCar(page, SUMMIT, caravan);
  await expect(page.getByText("Caravan Summary", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fuel Cost Calculator" })).toHaveCount(0);
  await expect(page.getByText("Odometer", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/\b0 km\b/)).toHaveCount(0);
});

test("the subscription site offers no budget search, finance teaser or calculator, and prices similar cars by the week", async ({ page }) => {
  await page.goto(siteUrl(DRIVESUB, "/"));
  await waitForReact(page);
  await expect(page.getByRole("heading", { name: "Drive a new car for one weekly price" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Find Cars For Your Budget" })).toHaveCount(0);

  await page.goto(siteUrl(DRIVESUB, "/finance"));
  await expect(page.getByRole("heading", { name: "Subscription or finance?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Finance Calculator" })).toHaveCount(0);

  const car = await findCar(DRIVESUB, "in-stock subscription car", (each) => isInStock(each) && each.subscription_price !== null);
  await openCar(page, DRIVESUB, car);
  await expect(sidebar(page).getByText("per week")).toBeVisible();
  await expect(sidebar(page).getByRole("region", { name: "Finance" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Finance Calculator" })).toHaveCount(0);
  const similar = page.getByRole("region", { name: "Similar Cars Available" });
  await expect(similar.getByRole("article").first()).toBeVisible();
  await expect(similar.locator(".fc-vdp-similar__price").filter({ hasText: "/week" }).first()).toBeVisible();
});

test.describe("the test-drive dialog", () => {
  test("opens on the vehicle page, takes the focus and gives it back", async ({ page }) => {
    const car = await findCar(HARBOUR, "in-stock car", isInStock);
    await openCar(page, HARBOUR, car);
    const link = sidebar(page).getByRole("link", { name: "Book a Test Drive" });
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Book a Test Drive" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(siteUrl(HARBOUR, car.path));
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await sidebar(page).getByRole("link", { name: "Enquire Now" }).click();
    await expect(page.getByRole("dialog", { name: "Enquire Now" })).toBeVisible();
    await expect(page).toHaveURL(siteUrl(HARBOUR, car.path));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is a link to the test-drive page", async ({ page }) => {
      const car = await findCar(HARBOUR, "in-stock car", isInStock);
      await page.goto(siteUrl(HARBOUR, car.path));
      await sidebar(page).getByRole("link", { name: "Book a Test Drive" }).click();
      await expect(page).toHaveURL(siteUrl(HARBOUR, `/book-test-drive/?car_id=${car.id}`));
      await expect(page.getByText(`Your test drive of the ${car.name}.`)).toBeVisible();
    });
  });
});

test("/personalised/finance?car_id= prices the calculator from the car and names it", async ({ page }) => {
  const car = await findCar(HARBOUR, "in-stock car priced within the calculator", (each) => isInStock(each) && each.price > 5000 && each.price < 100_000);
  await page.goto(siteUrl(HARBOUR, `/personalised/finance?car_id=${car.id}`));
  await waitForReact(page);
  await expect(page.getByText(`Priced for the ${car.name}`)).toBeVisible();
  await expect(page.getByRole("link", { name: car.name })).toHaveAttribute("href", car.path);
  await expect(page.getByRole("spinbutton", { name: "Purchase price" })).toHaveValue(String(car.price));
});
