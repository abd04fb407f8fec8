import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { demoSites, siteUrl, watchForProblems } from "./support.ts";
import { agreeIfRequired, contactFor, fillContact, storedLead, waitForInteractiveForm } from "./leads-support.ts";
import { latestMessage } from "../kit/accounts/outbox-codes.ts";

const slug = "harbour-motors";
const site = (await demoSites()).find((s) => s.slug === slug)!;

/** The booking form's vehicle and service answers; the contact fields come from contactFor. */
async function describeCar(form: Locator) {
  await form.getByLabel(/^Rego/).fill("ABC123");
  await form.getByLabel(/^Make/).fill("Toyota");
  await form.getByLabel(/^Model/).fill("HiLux");
  await form.getByLabel(/^Year/).fill("2019");
  await form.getByLabel(/^Odometer/).fill("64000");
  await form.getByLabel(/^Service Type/).selectOption("Logbook service");
}

function timesOffered(form: Locator): Promise<string[]> {
  return form.getByLabel(/^Drop-off Time/).locator("option:not([value=''])").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

async function timesOn(form: Locator, date: string): Promise<string[]> {
  await form.getByLabel(/^Date/).selectOption(date);
  return timesOffered(form);
}

const SLOT_TAKEN = "Sorry, that time has just been booked. Please choose another time.";

/** A shopper's /service form filled in for one slot, ready to send; with JavaScript, hydrated first. */
async function filledBooking(browser: Browser, slot: { date: string; time: string }, who: string, javaScriptEnabled = true): Promise<{ page: Page; form: Locator }> {
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await page.goto(siteUrl(slug, "/service"));
  const form = page.locator("#service-form");
  if (javaScriptEnabled) {
    await form.getByLabel(/^Rego/).click();
    await waitForInteractiveForm(form);
  }
  await form.getByLabel(/^Date/).selectOption(slot.date);
  await form.getByLabel(/^Drop-off Time/).selectOption(slot.time);
  await describeCar(form);
  await fillContact(form, contactFor(site, who));
  await agreeIfRequired(form, site);
  return { page, form };
}

test.describe("service and parts (issue 23 §4)", () => {
  test("two shoppers book the last two places of a service slot, with and without JavaScript; the next is not offered it", async ({ page, browser }) => {
    // With JavaScript: the first free date and time of the service centre's hours (two places a slot by default).
    expect((await page.goto(siteUrl(slug, "/service")))?.status()).toBe(200);
    const form = page.locator("#service-form");
    await form.getByLabel(/^Rego/).click();
    await waitForInteractiveForm(form);
    const date = (await form.getByLabel(/^Date/).locator("option").nth(1).getAttribute("value"))!;
    const [time] = await timesOn(form, date);
    await form.getByLabel(/^Drop-off Time/).selectOption(time!);
    await describeCar(form);
    const first = contactFor(site, "service-js");
    await fillContact(form, first);
    await agreeIfRequired(form, site);
    await form.getByRole("button", { name: "Book a Service" }).click();
    await expect(page).toHaveURL(siteUrl(slug, "/success"));
    const leadId = (await page.locator(".fc-lead-success code").textContent())!;
    expect(await storedLead(slug, leadId)).toMatchObject({ category: "Service Booking", preferred_date: date, preferred_time: time, Rego: "ABC123", service_type: "Logbook service" });
    const confirmation = latestMessage(process.env.E2E_DATA_DIR!, slug, first.email);
    expect(confirmation?.subject).toContain("Your service booking at Harbour Motors Toyota - Service");
    expect(confirmation?.body).toContain("Toyota HiLux (ABC123)");

    // Without JavaScript: the plain form posts the same slot's last place.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(siteUrl(slug, "/service"));
    const plainForm = noScript.locator("#service-form");
    await plainForm.getByLabel(/^Date/).selectOption(date);
    await plainForm.getByLabel(/^Drop-off Time/).selectOption(time!);
    await describeCar(plainForm);
    await fillContact(plainForm, contactFor(site, "service-no-js"));
    await agreeIfRequired(plainForm, site);
    await plainForm.getByRole("button", { name: "Book a Service" }).click();
    await expect(noScript).toHaveURL(siteUrl(slug, "/success"));
    await plain.close();

    // The next shopper is offered that date without the full time.
    const next = await browser.newPage();
    await next.goto(siteUrl(slug, "/service"));
    const nextForm = next.locator("#service-form");
    await nextForm.getByLabel(/^Rego/).click();
    await waitForInteractiveForm(nextForm);
    const offered = await nextForm.getByLabel(/^Date/).locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    if (offered.includes(date)) expect(await timesOn(nextForm, date)).not.toContain(time);
    await next.close();
  });

  test("two shoppers race for a slot's last place: the loser is told it is taken and no longer offered it", async ({ browser, page }) => {
    // Several shoppers, each filling the whole form.
    test.setTimeout(120_000);
    // The last time of the first offered day with two or more times left: that day stays offered once the time is
    // full (late in the day, the first day may have one time left), and the journey above books the first time.
    await page.goto(siteUrl(slug, "/service"));
    const scout = page.locator("#service-form");
    await scout.getByLabel(/^Rego/).click();
    await waitForInteractiveForm(scout);
    const dates = await scout.getByLabel(/^Date/).locator("option:not([value=''])").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    let slot: { date: string; time: string } | undefined;
    for (const date of dates) {
      const times = await timesOn(scout, date);
      if (times.length >= 2) {
        slot = { date, time: times.at(-1)! };
        break;
      }
    }
    if (!slot) throw new Error("no offered day has two times left");

    // All places but the last are booked.
    for (let place = 1; place < site.service.capacity_per_slot; place++) {
      const { page: earlier, form } = await filledBooking(browser, slot, `race-place-${place}`);
      await form.getByRole("button", { name: "Book a Service" }).click();
      await expect(earlier).toHaveURL(siteUrl(slug, "/success"));
      await earlier.context().close();
    }

    // Two shoppers with JavaScript and one without have the same slot chosen; the two send at once.
    const racers = [await filledBooking(browser, slot, "race-a"), await filledBooking(browser, slot, "race-b")];
    const plain = await filledBooking(browser, slot, "race-no-js", false);
    const watches = racers.map(({ page: racer }) =>
      watchForProblems(racer, { allowStatus: (url, status) => url.endsWith("/api/leads") && status === 409, allowConsole: /409/ }),
    );
    await Promise.all(racers.map(({ form }) => form.getByRole("button", { name: "Book a Service" }).click()));
    const told = (racer: Page) => racer.locator(".fc-lead-success").or(racer.getByRole("alert").filter({ hasText: SLOT_TAKEN })).first();
    for (const { page: racer } of racers) await expect(told(racer)).toBeVisible();
    const winners = racers.filter(({ page: racer }) => new URL(racer.url()).pathname === "/success");
    expect(winners).toHaveLength(1);
    const loser = racers.find((racer) => !winners.includes(racer))!;

    // The loser's form now offers that day without the full time, nothing chosen in its place, all else kept...
    await expect(loser.form.getByRole("alert").filter({ hasText: SLOT_TAKEN }).first()).toBeVisible();
    await expect.poll(() => timesOffered(loser.form)).not.toContain(slot.time);
    await expect(loser.form.getByLabel(/^Drop-off Time/)).toHaveValue("");
    await expect(loser.form.getByLabel(/^Rego/)).toHaveValue("ABC123");
    // ...and books another time from the fresh list.
    const another = (await timesOffered(loser.form)).at(-1)!;
    await loser.form.getByLabel(/^Drop-off Time/).selectOption(another);
    await loser.form.getByRole("button", { name: "Book a Service" }).click();
    await expect(loser.page).toHaveURL(siteUrl(slug, "/success"));
    for (const watch of watches) watch.expectNone();

    // Without JavaScript the answer page says so, and lists the chosen day's times afresh, without the full one.
    await plain.form.getByRole("button", { name: "Book a Service" }).click();
    const answer = plain.page.locator("#service-form");
    await expect(answer.getByText(SLOT_TAKEN).first()).toBeVisible();
    await expect(answer.getByLabel(/^Date/)).toHaveValue(slot.date);
    expect(await timesOffered(answer)).not.toContain(slot.time);
    await expect(answer.getByLabel(/^Drop-off Time/)).toHaveValue("");
    for (const { page: racer } of [...racers, plain]) await racer.context().close();
  });

  test("a shopper searches parts by vehicle, pages the results and sends a parts enquiry about one", async ({ page }) => {
    expect((await page.goto(siteUrl(slug, "/parts/search")))?.status()).toBe(200);
    const search = page.getByRole("search", { name: "Parts" });
    await search.getByLabel("Make").selectOption("Toyota");
    await search.getByLabel("Model").selectOption("HiLux");
    await search.getByLabel("Year").fill("2019");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/parts\/search\?q=&make=Toyota&model=HiLux&year=2019/);
    await expect(page.getByRole("status").filter({ hasText: /parts found/ })).toHaveText(/^\d+ parts found$/);
    const results = page.locator(".fc-parts-search__part");
    await expect(results.first()).toContainText("Fits:");
    await expect(results.filter({ hasText: "RAV4" })).toHaveCount(0);

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.goto(siteUrl(slug, "/parts/search?q=tow+bar&make=Toyota&model=HiLux&year=2019"));
    await page.getByRole("link", { name: "Enquire about Tow bar kit with 3500 kg rating (PZ403-N0010)" }).click();
    const form = page.locator("#parts-form");
    await expect(form.getByLabel(/^Part Number/)).toHaveValue("PZ403-N0010");
    await form.getByLabel(/^First Name/).click();
    await waitForInteractiveForm(form);
    const contact = contactFor(site, "parts");
    await fillContact(form, contact, { message: false });
    await agreeIfRequired(form, site);
    await form.getByRole("button", { name: site.texts.enquire_button }).click();
    await expect(page).toHaveURL(siteUrl(slug, "/success"));
    const leadId = (await page.locator(".fc-lead-success code").textContent())!;
    expect(await storedLead(slug, leadId)).toMatchObject({ category: "Parts Enquiry", part_number: "PZ403-N0010", email: contact.email });
  });
});
