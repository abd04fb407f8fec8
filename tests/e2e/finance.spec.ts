import { expect, test, type Page } from "@playwright/test";
import { CONDITION_QUESTIONS } from "../../runtime/finance/trade-in-questions.ts";
import { demoSites, siteUrl, waitForHydration, watchForProblems } from "./support.ts";
import { CALCULATOR, WARNING, calculator, exerciseCalculator, financed, money, rate, teaserCar } from "./finance-support.ts";
import { findCar, isInStock, openCar, siteApi, siteStock, type StockCar } from "./vehicle-support.ts";

// Finance and trade-in journeys (issue 6 "Tests").
const sites = await demoSites();
const bySlug = (slug: string) => sites.find((site) => site.slug === slug)!;

const sidebarTeaser = (page: Page) =>
  page.getByRole("complementary", { name: "Vehicle summary" }).getByRole("region", { name: "Finance" });
const estimatePanel = (page: Page) => page.getByRole("region", { name: "Estimated Finance" });
/** The panel's figure under a label ('Weekly repayment', 'Comparison rate*'...). */
const panelFigure = (page: Page, label: string) => estimatePanel(page).getByText(label, { exact: true }).locator("xpath=following-sibling::dd");

/** Scrolls past the sticky bar's threshold and returns the bar. */
async function stickyBar(page: Page, car: StockCar) {
  await page.evaluate(() => window.scrollTo(0, 1200));
  const bar = page.getByRole("region", { name: `${car.name} summary` });
  await expect(bar).toBeVisible();
  return bar;
}

test.describe("finance calculator", () => {
  // A subscription site (finance.purchase false) has no purchase price to finance, so no calculator.
  const financed = sites.filter((site) => site.finance.purchase);

  test("every demo site with purchase finance has its calculator figures", () => {
    expect(financed.map((site) => site.slug).sort()).toEqual(Object.keys(CALCULATOR).sort());
  });

  for (const site of financed) {
    test(`on ${site.name}'s /finance page`, async ({ page }) => {
      const watch = watchForProblems(page);
      await page.goto(siteUrl(site.slug, "/finance"));
      await waitForHydration(page);
      await exerciseCalculator(page, site.slug);
      await expect(calculator(page).section.getByRole("link", { name: "Get Finance" })).toHaveAttribute("href", "/finance-enquiry#finance-form");
      watch.expectNone();
    });
  }

  for (const slug of ["harbour-motors", "reliable-used-cars"]) {
    test(`on a ${bySlug(slug).name} vehicle page`, async ({ page }) => {
      const watch = watchForProblems(page);
      const car = await findCar(slug, "in-stock priced car", (entry) => isInStock(entry) && entry.price > 500);
      await openCar(page, slug, car);
      await exerciseCalculator(page, slug);
      watch.expectNone();
    });
  }
});

test.describe("finance teaser", () => {
  const site = bySlug("harbour-motors");
  const provider = site.finance_provider!;

  test("shows on an eligible car in the sidebar and the sticky bar, with the comparison rate and its warning", async ({ page }) => {
    const watch = watchForProblems(page);
    const car = await findCar(site.slug, "car eligible for the teaser", teaserCar(site));
    const entry = car.finance_lenders[provider]!;
    await openCar(page, site.slug, car);
    const teaser = sidebarTeaser(page);
    await expect(teaser).toContainText(`${money(entry.paymentWeek!)} per week`);
    await expect(teaser.locator("dd")).toHaveText([rate(entry.interestRate!), rate(entry.comparisonRate!)]);
    // The comparison rate is set exactly as prominently as the interest rate.
    const [interest, comparison] = await teaser.locator("dd").evaluateAll((cells) =>
      cells.map((cell) => { const style = getComputedStyle(cell); return `${style.fontSize} ${style.fontWeight}`; }));
    expect(comparison).toBe(interest);
    await expect(teaser).toContainText("*Comparison rate based on a 5-year secured $30,000 loan.");
    await expect(teaser).toContainText(WARNING);
    await expect(await stickyBar(page, car)).toContainText(`Est. ${money(entry.paymentWeek!)} per week`);
    watch.expectNone();
  });

  // Spec §5: the teaser (and the sticky bar's figure, which is the teaser's) follows the provider's rule. The estimate
  // panel follows the same rule without the lender figures: hidden for the first three, shown for the fourth.
  const year = new Date().getFullYear();
  const withEntry = (car: StockCar) => car.finance_lenders[provider]?.interestRate != null && car.finance_lenders[provider]?.comparisonRate != null;
  const hidden: [string, (car: StockCar) => boolean, boolean][] = [
    ["sold car", (car) => car.status === "sold" && car.price > 500 && withEntry(car), false],
    ["Suzuki", (car) => car.make === "Suzuki" && isInStock(car) && car.price > 500 && withEntry(car), false],
    ["car 12 or more years old", (car) => car.year <= year - 12 && isInStock(car) && car.price > 500 && withEntry(car), false],
    ["car without a Taurus entry", (car) => isInStock(car) && car.price > 500 && car.year > year - 12 && car.make !== "Suzuki" && !car.finance_lenders[provider], true],
  ];
  for (const [kind, match, panelShown] of hidden) {
    test(`is hidden by the provider's rule, sticky figure too: ${kind}`, async ({ page }) => {
      const watch = watchForProblems(page);
      const car = await findCar(site.slug, kind, match);
      await openCar(page, site.slug, car);
      await expect(page.getByRole("complementary", { name: "Vehicle summary" })).toBeVisible();
      await expect(sidebarTeaser(page)).toHaveCount(0);
      if (isInStock(car)) await expect(await stickyBar(page, car)).not.toContainText("Est.");
      await expect(page.getByText(/^Est\. \$/)).toHaveCount(0);
      if (panelShown) {
        // The panel estimates at the provider's own rates, with the warning beside its comparison rate.
        await expect(estimatePanel(page)).toContainText(WARNING);
      } else {
        await expect(estimatePanel(page)).toHaveCount(0);
        await expect(page.getByText(WARNING)).toHaveCount(0);
      }
      watch.expectNone();
    });
  }

  test("a site without a provider of its own shows the platform's default finance by the same rule", async ({ page }) => {
    const watch = watchForProblems(page);
    // A site that sells for a purchase price (a subscription site shows no finance at all).
    const other = sites.find((entry) => entry.finance_provider === null && entry.finance.purchase)!;
    const eligible = await findCar(other.slug, "car eligible for the default teaser", teaserCar(other));
    const weekly = money(eligible.finance_lenders.default!.paymentWeek!);
    await openCar(page, other.slug, eligible);
    await expect(sidebarTeaser(page)).toContainText(`${weekly} per week`);
    await expect(sidebarTeaser(page)).toContainText(WARNING);
    // The estimate panel works the same car out on the same basis: the two weekly figures agree.
    await expect(panelFigure(page, "Weekly repayment")).toHaveText(weekly);
    await expect(estimatePanel(page)).toContainText(WARNING);
    await expect(estimatePanel(page)).toContainText("*Comparison rate based on a 5-year secured $30,000 loan.");
    const without = await findCar(other.slug, "recent priced car without a default entry", (entry) =>
      financed(other)(entry) && !entry.finance_lenders.default);
    await openCar(page, other.slug, without);
    await expect(page.getByRole("complementary", { name: "Vehicle summary" })).toBeVisible();
    await expect(sidebarTeaser(page)).toHaveCount(0);
    await expect(await stickyBar(page, without)).not.toContainText("Est.");
    watch.expectNone();
  });

  test("another provider's rule and figures: Angle on Reliable Used Cars", async ({ page }) => {
    const watch = watchForProblems(page);
    const angle = bySlug("reliable-used-cars");
    const car = await findCar(angle.slug, "car eligible for the Angle teaser", teaserCar(angle));
    const entry = car.finance_lenders.Angle!;
    await openCar(page, angle.slug, car);
    await expect(sidebarTeaser(page)).toContainText(`${money(entry.paymentWeek!)} per week`);
    await expect(sidebarTeaser(page).locator("dd")).toHaveText([rate(entry.interestRate!), rate(entry.comparisonRate!)]);
    await expect(await stickyBar(page, car)).toContainText(`Est. ${money(entry.paymentWeek!)} per week`);
    // Angle's teaser needs the weekly payment: without it, nothing shows.
    const noWeekly = await findCar(angle.slug, "Angle car without a weekly payment", (entry) =>
      financed(angle)(entry) && entry.finance_lenders.Angle != null && withRates(entry.finance_lenders.Angle) && entry.finance_lenders.Angle.paymentWeek == null);
    await openCar(page, angle.slug, noWeekly);
    await expect(page.getByRole("complementary", { name: "Vehicle summary" })).toBeVisible();
    await expect(sidebarTeaser(page)).toHaveCount(0);
    await expect(await stickyBar(page, noWeekly)).not.toContainText("Est.");
    watch.expectNone();
  });
});

const withRates = (entry: { interestRate?: number | null; comparisonRate?: number | null }) =>
  entry.interestRate != null && entry.comparisonRate != null;

test.describe("finance estimate and enquiry", () => {
  for (const slug of ["harbour-motors", "summit-auto-group"]) {
    test(`the 'View disclaimer' dialog on ${bySlug(slug).name}: modal, Escape, focus kept and given back`, async ({ page }) => {
      const watch = watchForProblems(page);
      const site = bySlug(slug);
      const provider = site.finance_provider ?? "default";
      const car = await findCar(slug, "car the provider finances", financed(site));
      await openCar(page, slug, car);
      const panel = estimatePanel(page);
      await expect(panel).toContainText("Based on a 5 year term, 10.0% deposit and 30% final payment.");
      const requests: string[] = [];
      page.on("request", (request) => request.url().includes("/api/finance/disclaimer") && requests.push(request.url()));
      const open = panel.getByRole("button", { name: "View disclaimer" });
      await open.click();
      const dialog = page.getByRole("dialog", { name: "Disclaimer" });
      await expect(dialog).toHaveAttribute("aria-busy", "false");
      const text = car.finance_lenders[provider]?.disclaimer ?? (await disclaimerOf(slug, car));
      // Spec §4: the disclaimer starts on its full side when it is longer than 197 characters.
      await expect(dialog).toContainText(text);
      if (text.length > 197) {
        await dialog.getByRole("button", { name: "Show Less" }).click();
        await expect(dialog).toContainText(`${text.slice(0, 197).trimEnd()}...`);
        await expect(dialog).not.toContainText(text);
        await dialog.getByRole("button", { name: "Show More" }).click();
        await expect(dialog).toContainText(text);
      }
      // Modal: the page behind is inert, so Tab and Shift+Tab only ever reach the dialog's controls (or, past the
      // last one, the browser's own controls, as native modal dialogs allow) and come back round into the dialog.
      const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
      const visited = new Set<string>();
      for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() => (document.hasFocus() ? document.activeElement?.textContent ?? "" : "browser"));
        visited.add(where);
        expect(where === "browser" || (await focusInDialog()), `focus after ${key}: ${where}`).toBe(true);
      }
      expect([...visited].filter((where) => where !== "browser").sort()).toEqual(text.length > 197 ? ["Close", "Show Less"] : ["Close"]);
      await dialog.getByRole("button", { name: "Close" }).focus();
      expect(await focusInDialog()).toBe(true);
      await expect(open).not.toBeFocused();
      // Escape closes it wherever focus is inside, and focus goes back to the opener.
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
      await open.click();
      await expect(dialog).toContainText(text);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
      await open.click();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
      expect(requests, "the disclaimer is fetched once").toHaveLength(1);
      watch.expectNone();
    });
  }

  test("Get Finance on a vehicle page opens the finance enquiry pre-filled and scrolled to its form", async ({ page }) => {
    const watch = watchForProblems(page);
    const slug = "summit-auto-group";
    const car = await findCar(slug, "in-stock priced car", (entry) => isInStock(entry) && entry.price > 500);
    await openCar(page, slug, car);
    await calculator(page).section.getByRole("link", { name: "Get Finance" }).click();
    await expect(page).toHaveURL(/\/finance-enquiry\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      preferredDealership: car.dealership_slug,
      vehiclePriceBudget: String(car.price),
      car_id: String(car.id),
      car_type: car.car_type,
      vin: car.vin,
    });
    expect(url.hash).toBe("#finance-form");
    const form = page.locator("#finance-form");
    await expect(form.getByRole("textbox", { name: "Vehicle Price Budget" })).toHaveValue(car.price.toLocaleString("en-AU"));
    // The car names its dealership, so the enquiry asks for none.
    await expect(form.getByLabel("Select a Preferred Dealership")).toHaveCount(0);
    await expect(form).toBeInViewport();

    // Let the form finish loading its code before leaving, so no request is cut short.
    await page.waitForLoadState("networkidle");
    const dealership = bySlug(slug).dealerships[1]!;
    await page.goto(siteUrl(slug, `/finance-enquiry?preferredDealership=${dealership.slug}&vehiclePriceBudget=25000#finance-form`));
    await waitForHydration(page);
    await expect(form.getByLabel("Select a Preferred Dealership")).toHaveValue(dealership.slug);
    await expect(form.getByRole("textbox", { name: "Vehicle Price Budget" })).toHaveValue("25,000");
    await expect(form).toBeInViewport();
    watch.expectNone();
  });

  test("/personalised/finance?car_id= estimates that car, and nothing for a car the provider does not finance", async ({ page }) => {
    const watch = watchForProblems(page);
    const site = bySlug("harbour-motors");
    const car = await findCar(site.slug, "car eligible for the teaser", teaserCar(site));
    await page.goto(siteUrl(site.slug, `/personalised/finance?car_id=${car.id}`));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Your personalised finance quote" })).toBeVisible();
    // The panel's estimate on the platform basis matches the car's Taurus figure the teaser shows.
    await expect(panelFigure(page, "Weekly repayment")).toHaveText(money(car.finance_lenders.Taurus!.paymentWeek!));
    await expect(panelFigure(page, "Comparison rate*")).toHaveText(rate(car.finance_lenders.Taurus!.comparisonRate!));
    await expect(estimatePanel(page)).toContainText(WARNING);
    await estimatePanel(page).getByRole("button", { name: "View disclaimer" }).click();
    await expect(page.getByRole("dialog", { name: "Disclaimer" })).toContainText(car.finance_lenders.Taurus!.disclaimer!);
    await page.keyboard.press("Escape");
    // The calculator's enquiry link carries the car.
    const link = calculator(page).section.getByRole("link", { name: "Get Finance" });
    await expect(link).toHaveAttribute("href", new RegExp(`[?&]car_id=${car.id}(&|#)`));

    const sold = await findCar(site.slug, "sold car", (entry) => entry.status === "sold" && entry.price > 500);
    await page.goto(siteUrl(site.slug, `/personalised/finance?car_id=${sold.id}`));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Your personalised finance quote" })).toBeVisible();
    await expect(calculator(page).box("Purchase price")).toBeVisible();
    await expect(estimatePanel(page)).toHaveCount(0);
    await expect(page.getByText(WARNING)).toHaveCount(0);

    // A car of another site's dealership is no car of this site.
    const elsewhere = await findCar("reliable-used-cars", "in-stock priced car", (entry) => isInStock(entry) && entry.price > 500);
    await page.goto(siteUrl(site.slug, `/personalised/finance?car_id=${elsewhere.id}`));
    await waitForHydration(page);
    await expect(calculator(page).box("Purchase price")).toBeVisible();
    await expect(estimatePanel(page)).toHaveCount(0);
    watch.expectNone();
  });
});

test.describe("finance quote", () => {
  // Summit Auto Group shows YouX quotes (finance.quote.enabled); spec §4, §7, §8.
  const slug = "summit-auto-group";
  const unquoted = (car: StockCar) => financed(bySlug(slug))(car) && car.youxQuote === null;
  const quoteRequests = (page: Page) => {
    const seen: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/youx/quote") seen.push(request.postDataJSON());
    });
    return seen;
  };

  test("a car without a quote asks for one exactly once and shows its figures", async ({ page }) => {
    const watch = watchForProblems(page);
    const car = await findCar(slug, "financed car without a quote", unquoted);
    const seen = quoteRequests(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/youx/quote");
    await openCar(page, slug, car);
    const answer = await (await answered).json();
    expect(answer.weeklyRepaymentAmount).toBeGreaterThan(0);
    await expect(panelFigure(page, "Weekly repayment")).toHaveText(money(answer.weeklyRepaymentAmount));
    await expect(panelFigure(page, "Monthly repayment")).toHaveText(money(answer.weeklyRepaymentAmount * 4.33));
    await expect(panelFigure(page, "Interest rate")).toHaveText(rate(answer.advertisedRate));
    await expect(panelFigure(page, "Comparison rate*")).toHaveText(rate(answer.comparisonRate));
    await expect(estimatePanel(page)).toContainText(WARNING);
    await page.waitForLoadState("networkidle");
    expect(seen).toEqual([{
      selfAssessedCreditScore: "GREAT", purchasePrice: car.price, loanTerm: 5, year: car.year,
      vin: car.vin ?? "", nvic: expect.any(String), whoIsHelping: "",
    }]);
    watch.expectNone();
  });

  test("a car that has its quote shows it without asking", async ({ page }) => {
    const watch = watchForProblems(page);
    const car = await findCar(slug, "financed car with a full quote", (entry) =>
      financed(bySlug(slug))(entry) && entry.youxQuote?.advertisedRate != null && entry.youxQuote.comparisonRate != null);
    const seen = quoteRequests(page);
    await openCar(page, slug, car);
    await expect(panelFigure(page, "Weekly repayment")).toHaveText(money(car.youxQuote!.weeklyRepaymentAmount!));
    await expect(panelFigure(page, "Comparison rate*")).toHaveText(rate(car.youxQuote!.comparisonRate!));
    await page.waitForLoadState("networkidle");
    expect(seen).toEqual([]);
    watch.expectNone();
  });

  test("a failed quote shows dashes, silently", async ({ page }) => {
    const watch = watchForProblems(page, {
      allowStatus: (url, status) => url.endsWith("/api/youx/quote") && status === 500,
      allowConsole: /status of 500/,
    });
    const car = await findCar(slug, "financed car without a quote", unquoted);
    const seen = quoteRequests(page);
    await page.route("**/api/youx/quote", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await openCar(page, slug, car);
    await expect(estimatePanel(page).locator("dl")).toHaveAttribute("aria-busy", "false");
    for (const label of ["Weekly repayment", "Monthly repayment", "Interest rate", "Comparison rate*"]) {
      await expect(panelFigure(page, label), label).toHaveText("-");
    }
    await expect(estimatePanel(page).getByRole("alert")).toHaveCount(0);
    await expect(estimatePanel(page)).not.toContainText(WARNING);
    expect(seen).toHaveLength(1);
    watch.expectNone();
  });

  test("a quote without a comparison rate shows '-' for it", async ({ page }) => {
    const watch = watchForProblems(page);
    const car = await findCar(slug, "financed car without a quote", unquoted);
    await page.route("**/api/youx/quote", (route) => route.fulfill({
      status: 200, contentType: "application/json",
      body: JSON.stringify({ weeklyRepaymentAmount: 128.02, advertisedRate: 7.49, comparisonRate: null }),
    }));
    await openCar(page, slug, car);
    await expect(panelFigure(page, "Weekly repayment")).toHaveText("$128");
    await expect(panelFigure(page, "Interest rate")).toHaveText("7.49% p.a.");
    await expect(panelFigure(page, "Comparison rate*")).toHaveText("-");
    watch.expectNone();
  });
});

async function disclaimerOf(slug: string, car: StockCar): Promise<string> {
  const api = await siteApi(slug);
  const answer = await (await api.get(`/api/finance/disclaimer?car_id=${car.id}`)).json();
  await api.dispose();
  return answer.disclaimer;
}

// The valuation form is found by accessible names and labels only, whatever renders it.
test.describe("trade-in valuation", () => {
  const slug = "reliable-used-cars";
  // The best answer to each condition question, as the form offers them and as the estimate API takes them.
  const adjustmentAnswers = Object.fromEntries(CONDITION_QUESTIONS.map((question) => [question.id, question.options[0]!.value]));
  const valuation = (page: Page) => page.getByRole("region", { name: "Trade-In Valuation" });

  async function valuate(page: Page, path: string, car: { make: string; model: string; year: number; km: number }) {
    await page.goto(siteUrl(slug, path));
    await waitForHydration(page);
    const form = valuation(page);
    await form.getByLabel("Rego").fill("ABC123");
    await form.getByLabel("State").selectOption({ label: "VIC" });
    await form.getByLabel("Make").fill(car.make);
    await form.getByLabel("Model").fill(car.model);
    await form.getByLabel("Year").fill(String(car.year));
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("heading", { name: "Step 2 of 4: Odometer" })).toBeFocused();
    await form.getByLabel("Odometer").fill(String(car.km));
    await expect(form.getByLabel("Odometer")).toHaveValue(car.km.toLocaleString("en-AU"));
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("heading", { name: "Step 3 of 4: Condition" })).toBeVisible();
    for (const question of CONDITION_QUESTIONS) {
      await form.getByRole("group", { name: question.label }).getByLabel(question.options[0]!.label, { exact: true }).check();
    }
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("heading", { name: "Step 4 of 4: Your details" })).toBeVisible();
    await form.getByLabel("First Name").fill("Alex");
    await form.getByLabel("Last Name").fill("Driver");
    await form.getByLabel("Email").fill("alex.driver@example.com");
    await form.getByLabel("Phone").fill("0412 345 678");
    await form.getByLabel("Postcode").fill("3175");
    await form.getByRole("button", { name: "Get My Valuation" }).click();
    return form;
  }

  /** A car of the stock with comparable listings, and the offer the estimate API gives it. */
  async function carWithOffer() {
    const year = new Date().getFullYear();
    const api = await siteApi(slug);
    try {
      for (const car of (await siteStock(slug)).filter((entry) => entry.year >= year - 7 && entry.km <= 100_000)) {
        const answer = await (await api.post("/api/trade-in/estimate", {
          data: { make: car.make, model: car.model, year: car.year, km: car.km, adjustmentAnswers },
        })).json();
        if (answer.kind === "offer") return { car, offer: answer as { low: number; high: number } };
      }
    } finally {
      await api.dispose();
    }
    throw new Error(`No car of ${slug} has comparable listings for an offer`);
  }

  const offerText = (offer: { low: number; high: number }) => `${money(offer.low)} – ${money(offer.high)}`;

  test("from rego to an offer, accepted", async ({ page }) => {
    const watch = watchForProblems(page);
    const { car, offer } = await carWithOffer();
    const form = await valuate(page, "/trade-in", car);
    await expect(form.getByRole("heading", { name: "Your estimated trade-in value" })).toBeVisible({ timeout: 10_000 });
    await expect(form.getByText(offerText(offer), { exact: true })).toBeVisible();
    await form.getByRole("button", { name: "Accept Offer" }).click();
    await expect(form.getByRole("status")).toHaveText("Thanks! We have your acceptance and will be in touch to arrange an inspection.");
    watch.expectNone();
  });

  for (const [kind, vehicle] of [
    ["over 7 years old", { year: new Date().getFullYear() - 8, km: 60_000 }],
    ["over 100,000 km", { year: new Date().getFullYear() - 3, km: 100_001 }],
  ] as const) {
    test(`refuses an online estimate for a car ${kind} and asks the shopper to enquire`, async ({ page }) => {
      const watch = watchForProblems(page);
      const form = await valuate(page, "/trade-in", { make: "Toyota", model: "Corolla", ...vehicle });
      await expect(form.getByRole("heading", { name: "We can't estimate this car online" })).toBeVisible({ timeout: 10_000 });
      await expect(form).toContainText("Online estimates are for cars up to 7 years old with up to 100,000 km. Please enquire and our team will value your car.");
      await expect(form.getByRole("link", { name: "Enquire Now" })).toBeVisible();
      await expect(form.getByRole("heading", { name: "Your estimated trade-in value" })).toHaveCount(0);
      watch.expectNone();
    });
  }

  test("/cars/trade-in?car_id= trades in towards an eligible car with an online estimate", async ({ page }) => {
    const watch = watchForProblems(page);
    const { car: tradeIn, offer } = await carWithOffer();
    const target = await findCar(slug, "car open to instant valuation", (entry) =>
      entry.status === "in_stock" && !entry.sold && !entry.reserved && entry.price > 200);
    const estimates: string[] = [];
    page.on("request", (request) => request.url().endsWith("/api/trade-in/estimate") && estimates.push(request.url()));
    const form = await valuate(page, `/cars/trade-in?car_id=${target.id}`, tradeIn);
    await expect(form.getByText(`Trading in towards the ${target.year} ${target.make} ${target.model}.`)).toBeVisible();
    await expect(form.getByRole("heading", { name: "Your estimated trade-in value" })).toBeVisible({ timeout: 10_000 });
    await expect(form.getByText(offerText(offer), { exact: true })).toBeVisible();
    expect(estimates).toHaveLength(1);
    watch.expectNone();
  });

  // Spec §5 instant-valuation eligibility: in_stock, not sold or reserved, price above 200. Otherwise the dealer
  // values the car: no online estimate is asked for, and the shopper is told the team will be in touch.
  for (const [kind, match] of [
    ["reserved", (car: StockCar) => car.status === "in_stock" && car.reserved && !car.sold],
    ["sold", (car: StockCar) => car.status === "sold"],
  ] as const) {
    test(`/cars/trade-in?car_id= for a ${kind} car takes the details without an online estimate`, async ({ page }) => {
      const watch = watchForProblems(page);
      const target = await findCar(slug, `${kind} car`, match);
      const estimates: string[] = [];
      page.on("request", (request) => request.url().endsWith("/api/trade-in/estimate") && estimates.push(request.url()));
      // No estimate is asked for, so the car traded in needs no comparable listings: the target's own details do.
      const form = await valuate(page, `/cars/trade-in?car_id=${target.id}`, target);
      await expect(form.getByText(`Trading in towards the ${target.year} ${target.make} ${target.model}.`)).toBeVisible();
      await expect(form.getByRole("heading", { name: "Thanks for your details" })).toBeVisible({ timeout: 10_000 });
      await expect(form.getByRole("heading", { name: "Your estimated trade-in value" })).toHaveCount(0);
      expect(estimates).toHaveLength(0);
      watch.expectNone();
    });
  }
});
