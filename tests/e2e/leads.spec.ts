import { isDeepStrictEqual } from "node:util";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Site } from "../../runtime/types/index.ts";
import type { LeadUserData } from "../../runtime/forms/lead-types.ts";
import { leadsOptions } from "../kit/leads/lead-fixtures.ts";
import { multiStepEnquiryForm } from "../../runtime/forms/lead-form-definitions.ts";
import { demoSites, siteUrl, waitForHydration, watchForProblems } from "./support.ts";
import {
  agreeIfRequired, answerSiteOptions, contactFor, expectLeadStored, fields, fillContact, inStockCar, isLeadPost, nextLead,
  siteApi, storedLead, waitForInteractiveForm, type Contact,
} from "./leads-support.ts";

// Lead journeys (issue 5 "Tests"), with the spec's texts (§5 validation, §8 lead and form failures).
const sites = await demoSites();

const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
const SUMMARY_HEADING = "Please fix the following errors:";
const LEAD_FAILURE = "An unexpected error occured";
const FORM_FAILURE = "An error occurred when submitting this form";
const SUCCESS_MESSAGE = "Your enquiry has been sent. A member of our team will be in touch shortly.";
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const summaryOf = (form: Locator) => form.getByRole("alert").filter({ hasText: SUMMARY_HEADING });

/** The /success page after a lead: the thank-you, the car it was about and the lead's reference. */
async function expectSuccess(page: Page, slug: string, leadId: string, details: { firstName?: string; carName?: string }) {
  await expect(page).toHaveURL(siteUrl(slug, "/success"));
  const heading = details.firstName ? `Thank You, ${details.firstName}` : "Thank You";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("status").filter({ hasText: SUCCESS_MESSAGE })).toBeVisible();
  if (details.carName) await expect(page.getByText(`Your enquiry is about the ${details.carName}.`)).toBeVisible();
  await expect(page.locator(".fc-lead-success code")).toHaveText(leadId);
}

/** The contact fields hold exactly what was typed. */
async function expectTyped(form: Locator, contact: Partial<Contact>) {
  const f = fields(form);
  for (const [name, value] of Object.entries(contact)) await expect(f[name as keyof Contact]).toHaveValue(value);
}

/** The field messages a /contact enquiry sent empty gets, in the order the fields are shown. */
function emptyEnquiryMessages(site: Site): string[] {
  return [
    "First Name is required.",
    "Email is required.",
    "Phone is required.",
    POSTCODE_MESSAGE,
    ...(site.dealerships.length > 1 ? ["Please select a Preferred Dealership."] : []),
    ...(site.leads.message_required ? ["Comments is required."] : []),
    ...(site.leads.terms.required ? [site.leads.terms.error_message] : []),
  ];
}

/**
 * Where a form about no car is answered: the location selector on sites that use it, else the dealership select
 * (required and empty with several dealerships; a single one is chosen already). Both show the site's placeholder.
 */
async function chooseWhere(form: Locator, site: Site): Promise<Partial<LeadUserData>> {
  const f = fields(form);
  const placeholder = site.leads.dealership_select.placeholder;
  if (site.leads.location_selector !== "off") {
    await expect(f.dealership).toHaveCount(0);
    const visible = site.locations.filter((l) => l.visible !== false);
    const sales = visible.filter((l) => l.location_type === "sales");
    const options = sales.length > 0 ? sales : visible;
    const chosen = options.at(-1)!;
    await expect(f.location.locator("option").first()).toHaveText(placeholder);
    if (options.length > 1) await f.location.selectOption(String(chosen.id));
    else await expect(f.location).toHaveValue(String(chosen.id));
    return { location_id: chosen.id, location: chosen.name };
  }
  await expect(f.location).toHaveCount(0);
  await expect(f.dealership.locator("option").first()).toHaveText(placeholder);
  const chosen = site.dealerships.at(-1)!;
  if (site.dealerships.length > 1) {
    await expect(f.dealership).toHaveValue("");
    await f.dealership.selectOption(chosen.slug);
  } else await expect(f.dealership).toHaveValue(chosen.slug);
  return { dealership_slug: chosen.slug };
}

/** The contact details as sent: without the message where the site makes it optional and none was typed. */
function sentContact(contact: Contact, withMessage: boolean): Partial<Contact> {
  const { message: _message, ...details } = contact;
  return withMessage ? contact : details;
}

async function openForm(page: Page, slug: string, path: string, blockId: string): Promise<Locator> {
  const response = await page.goto(siteUrl(slug, path));
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  const form = page.locator(`#${blockId}`);
  await form.scrollIntoViewIfNeeded();
  await waitForInteractiveForm(form);
  return form;
}

for (const site of sites) {
  const slug = site.slug;
  const submitLabel = site.texts.enquire_button;

  test.describe(`${site.name} leads`, () => {
    test("enquiry from a vehicle page with the site's options reaches /success, is stored, and prefills the next form", async ({ page }) => {
      const watch = watchForProblems(page);
      const car = await inStockCar(slug);
      const form = await openForm(page, slug, car.path, "enquire");
      const contact = contactFor(site, "vehicle");
      // Where the site makes the message optional, the shopper sends none.
      const withMessage = site.leads.message_required;
      await fillContact(form, contact, { message: withMessage });
      const locationShown = site.leads.location_selector === "without-car-or-new-car" && car.car_type === "new";
      await expect(fields(form).location).toHaveCount(locationShown ? 1 : 0);
      const options = await answerSiteOptions(form, site);
      await agreeIfRequired(form, site);
      const sent = nextLead(page);
      const submit = form.getByRole("button", { name: submitLabel, exact: true });
      await expect(submit).toHaveText(submitLabel);
      await submit.click();
      const lead = await sent;
      expect(lead.leadId).toMatch(LEAD_ID);
      const expected = { ...sentContact(contact, withMessage), ...options, car_id: car.id, source: "Website", category: "Vehicle Enquiry" };
      expect(lead.body).toMatchObject({ isLastStep: true, userData: expected });
      if (!withMessage) expect(lead.body.userData).not.toHaveProperty("message");
      await expectSuccess(page, slug, lead.leadId, { firstName: contact.name, carName: car.name });
      await expectLeadStored(slug, lead);
      const stored = await storedLead(slug, lead.leadId);
      expect(stored).toMatchObject(expected);
      expect(Object.keys(stored).filter((key) => key.startsWith("service__")), "radio-option keys are stripped").toEqual([]);

      // A second visit: the last-used contact details fill the next form where the site keeps them (spec §3).
      const next = await openForm(page, slug, "/contact", "enquire");
      const { message: _message, ...details } = contact;
      if (site.features.store_user_details) await expectTyped(next, details);
      else await expectTyped(next, { name: "", email: "", phone: "", postcode: "" });
      await expect(fields(next).message).toHaveValue("");
      watch.expectNone();
    });

    test("validation: the spec's messages in a summary that takes focus and links to each field", async ({ page }) => {
      const form = await openForm(page, slug, "/contact", "enquire");
      await form.getByRole("button", { name: submitLabel }).click();
      const summary = summaryOf(form);
      await expect(summary).toBeFocused();
      await expect(summary.locator("p").first()).toHaveText(SUMMARY_HEADING);
      await expect(summary.getByRole("link")).toHaveText(emptyEnquiryMessages(site));
      await expect(page).toHaveURL(siteUrl(slug, "/contact"));
      const where = site.leads.location_selector === "off" ? fields(form).dealership : fields(form).location;
      await expect(where.locator("option").first()).toHaveText(site.leads.dealership_select.placeholder);

      // Each link takes the shopper to its field.
      await summary.getByRole("link", { name: POSTCODE_MESSAGE }).click();
      const postcode = fields(form).postcode;
      await expect(postcode).toBeFocused();
      await expect(postcode).toHaveAttribute("aria-invalid", "true");
      await expect(postcode).toHaveAccessibleDescription(POSTCODE_MESSAGE);
      await summary.getByRole("link", { name: "Email is required." }).click();
      await expect(fields(form).email).toBeFocused();

      // Postcode: exactly 4 digits, at most 4 characters.
      const postcodeError = form.locator(".fc-lead-field--postcode .fc-lead-field__error");
      for (const bad of ["40a", "400", "4 00"]) {
        await postcode.fill(bad);
        await expect(postcodeError).toHaveText(POSTCODE_MESSAGE);
      }
      await postcode.fill("");
      await postcode.pressSequentially("40001");
      await expect(postcode).toHaveValue("4000");
      await expect(postcodeError).toHaveCount(0);
      await expect(summary.getByRole("link", { name: POSTCODE_MESSAGE })).toHaveCount(0);
    });

    test("without JavaScript: a refused post keeps what was typed, then the enquiry reaches /success", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const car = await inStockCar(slug, 1);
      expect((await page.goto(siteUrl(slug, car.path)))?.status()).toBe(200);
      const form = page.locator("#enquire");
      const contact = { ...contactFor(site, "no-js"), postcode: "40a" };
      await fillContact(form, contact);
      await agreeIfRequired(form, site);
      await form.getByRole("button", { name: submitLabel }).click();

      await expect(page).toHaveURL(new RegExp(`^${siteUrl(slug, car.path)}\\?`));
      const summary = summaryOf(form);
      await expect(summary).toBeVisible();
      await expect(summary.getByRole("link")).toHaveText([POSTCODE_MESSAGE]);
      await expect(summary.getByRole("link")).toHaveAttribute("href", `#${await fields(form).postcode.getAttribute("id")}`);
      await expect(form.locator(".fc-lead-field--postcode .fc-lead-field__error")).toHaveText(POSTCODE_MESSAGE);
      await expectTyped(form, contact);
      if (site.leads.terms.required) await expect(fields(form).terms).toBeChecked();

      await fields(form).postcode.fill("4000");
      await form.getByRole("button", { name: submitLabel }).click();
      // The reference comes from a short-lived cookie for /success: the URL names no lead.
      await expect(page).toHaveURL(siteUrl(slug, "/success"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You");
      const leadId = (await page.locator(".fc-lead-success code").textContent())!;
      expect(leadId).toMatch(LEAD_ID);
      expect(await storedLead(slug, leadId)).toMatchObject({ email: contact.email, postcode: "4000" });
      expect(context.pages().map((p) => p.url()).join()).not.toContain(leadId);
      await context.close();
    });

    test("test drive with a date and time from the car's availability", async ({ page }) => {
      const watch = watchForProblems(page);
      const car = await inStockCar(slug, 2);
      const api = await siteApi(slug);
      const answer = await api.get(`/api/leads/test-drive-availability?car_id=${car.id}`);
      expect(answer.status()).toBe(200);
      const { days } = (await answer.json()) as { days: { date: string; slots: string[] }[] };
      await api.dispose();
      expect(days.length, "the car's location has opening hours").toBeGreaterThan(0);

      const form = await openForm(page, slug, `/book-test-drive/?car_id=${car.id}`, "test-drive");
      // The form is about the car: it names it, and the car's dealership answers (no dealership to choose).
      await expect(form.getByText(`Your test drive of the ${car.name}.`)).toBeVisible();
      await expect(fields(form).dealership).toHaveCount(0);
      const contact = contactFor(site, "test-drive");
      await fillContact(form, contact, { message: false });
      const date = form.getByLabel("Preferred Date");
      const time = form.getByLabel("Preferred Time");
      expect(await optionValues(date)).toEqual(days.map((day) => day.date));
      const day = days[1] ?? days[0]!;
      await date.selectOption(day.date);
      expect(await optionValues(time)).toEqual(day.slots);
      const slot = day.slots[Math.min(2, day.slots.length - 1)]!;
      await time.selectOption(slot);
      const places = car.location?.distribution_locations ?? [];
      const place = form.getByLabel("Test Drive Location");
      if (places.length > 0) await place.selectOption(places[0]!);
      else await expect(place).toHaveCount(0);
      await agreeIfRequired(form, site);

      const sent = nextLead(page);
      await form.getByRole("button", { name: "Book a Test Drive" }).click();
      const lead = await sent;
      expect(lead.body.userData).toMatchObject({
        name: contact.name,
        car_id: car.id,
        category: "Test Drive",
        preferred_date: day.date,
        preferred_time: slot,
      });
      await expectSuccess(page, slug, lead.leadId, { firstName: contact.name, carName: car.name });
      await expectLeadStored(slug, lead);
      watch.expectNone();
    });

    test("multi-step enquiry: next until the last step, then a disabled button with a spinner while it submits", async ({ page }) => {
      const watch = watchForProblems(page);
      const form = await openForm(page, slug, "/special-offers", "offer-enquiry");
      const steps = multiStepEnquiryForm({ site, car: null }).steps!.map((step) => step.title);
      expect(steps).toEqual(["Your Enquiry", "Your Details", "Your Dealership"]);
      const stepTitle = form.locator(".fc-lead-step-title");
      await expect(stepTitle).toHaveText(`Step 1 of 3: ${steps[0]}`);
      await expect(form.getByRole("button", { name: "Back" })).toHaveCount(0);

      // A step is checked before the next, only its own fields: Comments where the site requires a message.
      const contact = contactFor(site, "multi-step");
      const withMessage = site.leads.message_required;
      await form.getByRole("button", { name: "Next" }).click();
      if (withMessage) {
        await expect(summaryOf(form).getByRole("link")).toHaveText(["Comments is required."]);
        await expect(stepTitle).toHaveText(`Step 1 of 3: ${steps[0]}`);
        await fields(form).message.fill(contact.message);
        await form.getByRole("button", { name: "Next" }).click();
      }
      await expect(stepTitle).toHaveText(`Step 2 of 3: ${steps[1]}`);
      await expect(stepTitle).toBeFocused();
      await fillContact(form, contact, { message: false });
      await form.getByRole("button", { name: "Next" }).click();
      await expect(stepTitle).toHaveText(`Step 3 of 3: ${steps[2]}`);
      const where = await chooseWhere(form, site);
      await agreeIfRequired(form, site);

      // Hold the answer to see the submitting state.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/leads", async (route) => {
        await held;
        await route.continue();
      });
      const sent = nextLead(page);
      // Found by class: while it submits, the spinner's status is part of the button's name.
      const submit = form.locator("button.fc-lead-submit");
      await expect(submit).toHaveText(submitLabel);
      await submit.click();
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveAttribute("aria-busy", "true");
      await expect(submit.getByRole("status", { name: "Submitting" })).toBeVisible();
      await expect(form.getByRole("button", { name: "Back" })).toBeDisabled();
      release();
      const lead = await sent;
      expect(lead.body.userData).toMatchObject({
        ...sentContact(contact, withMessage),
        ...where,
        category: "General Enquiry",
        ...(site.leads.terms.required ? { terms_conditions: true } : {}),
      });
      if (!withMessage) expect(lead.body.userData).not.toHaveProperty("message");
      await expectSuccess(page, slug, lead.leadId, { firstName: contact.name });
      await expectLeadStored(slug, lead);
      watch.expectNone();
    });

    test("multi-step failure shows 'An unexpected error occured' and keeps every step's values", async ({ page }) => {
      const form = await openForm(page, slug, "/special-offers", "offer-enquiry");
      const contact = contactFor(site, "multi-step-failure");
      await fields(form).message.fill(contact.message);
      await form.getByRole("button", { name: "Next" }).click();
      await fillContact(form, contact, { message: false });
      await form.getByRole("button", { name: "Next" }).click();
      const where = await chooseWhere(form, site);
      await agreeIfRequired(form, site);
      await page.route("**/api/leads", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
      await form.getByRole("button", { name: submitLabel, exact: true }).click();
      await expect(form.getByRole("alert").filter({ hasText: LEAD_FAILURE })).toHaveText(LEAD_FAILURE);
      await expect(page).toHaveURL(siteUrl(slug, "/special-offers"));
      await expect(form.getByRole("button", { name: submitLabel, exact: true })).toBeEnabled();
      if (where.location_id) await expect(fields(form).location).toHaveValue(String(where.location_id));
      else await expect(fields(form).dealership).toHaveValue(where.dealership_slug!);
      if (site.leads.terms.required) await expect(fields(form).terms).toBeChecked();
      await form.getByRole("button", { name: "Back" }).click();
      const { message, ...details } = contact;
      await expectTyped(form, details);
      await form.getByRole("button", { name: "Back" }).click();
      await expect(fields(form).message).toHaveValue(message);
    });

    test("enquiry failure: the spec's alert, the server's message, everything typed kept, then a retry succeeds", async ({ page }) => {
      const car = await inStockCar(slug, 3);
      const form = await openForm(page, slug, car.path, "enquire");
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      const contact = contactFor(site, "failure");
      await fillContact(form, contact);
      await agreeIfRequired(form, site);
      const submit = form.getByRole("button", { name: submitLabel, exact: true });

      let attempts = 0;
      await page.route("**/api/leads", (route) => {
        attempts++;
        return route.fulfill({ status: 500, body: "Internal Server Error" });
      });
      await submit.click();
      const formError = form.locator(".fc-lead-alert--destructive");
      await expect(formError).toHaveText(FORM_FAILURE);
      expect(dialogs).toEqual([FORM_FAILURE]);
      expect(attempts, "a 5xx is retried once with the same key").toBe(2);
      await expectTyped(form, contact);
      if (site.leads.terms.required) await expect(fields(form).terms).toBeChecked();

      // The server's own message is shown when it gives one.
      const serverMessage = "Too many submissions. Please try again later.";
      await page.unroute("**/api/leads");
      await page.route("**/api/leads", (route) =>
        route.fulfill({
          status: 429,
          contentType: "application/json",
          headers: { "retry-after": "60" },
          body: JSON.stringify({ errors: [{ field: "body", message: serverMessage }] }),
        }),
      );
      await submit.click();
      await expect(formError).toHaveText(serverMessage);
      expect(dialogs).toEqual([FORM_FAILURE, FORM_FAILURE]);
      await expectTyped(form, contact);

      await page.unroute("**/api/leads");
      const sent = nextLead(page);
      await submit.click();
      const lead = await sent;
      await expectSuccess(page, slug, lead.leadId, { firstName: contact.name, carName: car.name });
    });

    // Keyboard only, from the top of the page: Tab to the form, type, choose, tick, and submit with Enter.
    test("a keyboard-only enquiry from /contact reaches /success", async ({ page }) => {
      const watch = watchForProblems(page);
      expect((await page.goto(siteUrl(slug, "/contact")))?.status()).toBe(200);
      await waitForHydration(page);
      const form = page.locator("#enquire");
      const f = fields(form);
      const contact = contactFor(site, "keyboard");
      let presses = 0;
      while (!(await f.name.evaluate((el) => el === document.activeElement))) {
        expect(++presses, "Tab reaches the form's first field").toBeLessThan(120);
        await page.keyboard.press("Tab");
      }
      const typed: [Locator, string][] = [
        [f.name, contact.name],
        [f.last_name, contact.last_name],
        [f.email, contact.email],
        [f.phone, contact.phone],
        [f.postcode, contact.postcode],
      ];
      for (const [input, value] of typed) {
        await expect(input).toBeFocused();
        await page.keyboard.type(value);
        await page.keyboard.press("Tab");
      }
      const sent = nextLead(page);
      for (let step = 0; ; step++) {
        expect(step, "Tab reaches the submit button").toBeLessThan(30);
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return { id: el?.id ?? "", tag: el?.tagName ?? "", type: el?.type ?? "", value: el?.value ?? "" };
        });
        if (focused.tag === "SELECT" && focused.value === "") await page.keyboard.press("ArrowDown");
        if (focused.tag === "TEXTAREA") await page.keyboard.type(contact.message);
        if (focused.type === "checkbox" && focused.id.endsWith("terms_conditions")) await page.keyboard.press("Space");
        if (focused.tag === "BUTTON" && focused.type === "submit") {
          await page.keyboard.press("Enter");
          break;
        }
        await page.keyboard.press("Tab");
      }
      const lead = await sent;
      expect(lead.body.userData).toMatchObject({ ...contact });
      await expectSuccess(page, slug, lead.leadId, { firstName: contact.name });
      await expectLeadStored(slug, lead);
      watch.expectNone();
    });
  });
}

async function optionValues(select: Locator): Promise<string[]> {
  return select.locator("option").evaluateAll((options) =>
    options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ""),
  );
}

test("the demo sites cover both sides of each per-site lead option, and one site keeps every default", () => {
  const sides: Record<string, boolean[]> = {
    "message optional": sites.map((site) => !site.leads.message_required),
    "'Message Now' submit label": sites.map((site) => site.texts.enquire_button === "Message Now"),
    "location selector": sites.map((site) => site.leads.location_selector !== "off"),
    "preferred contact method": sites.map((site) => site.leads.preferred_contact_method),
    "Rego field": sites.map((site) => site.leads.rego_field),
    "opt-in": sites.map((site) => site.leads.opt_in.enabled),
    "additional services": sites.map((site) => site.leads.additional_services.length > 0),
    "a Yes/No additional service": sites.map((site) => site.leads.additional_services.some((s) => s.input === "radio")),
    "'Please Select a Department'": sites.map((site) => site.leads.dealership_select.placeholder === "Please Select a Department"),
    "terms required": sites.map((site) => site.leads.terms.required),
    "group terms wording": sites.map((site) => site.leads.terms.error_message.startsWith("*You")),
    "no local prefill": sites.map((site) => !site.features.store_user_details),
    "several dealerships": sites.map((site) => site.dealerships.length > 1),
  };
  for (const [option, on] of Object.entries(sides)) expect(new Set(on), option).toEqual(new Set([true, false]));
  const { server: _defaultServer, ...defaults } = leadsOptions();
  const onDefaults = sites.filter((site) => {
    const { server: _server, ...leads } = site.leads;
    return isDeepStrictEqual(leads, defaults) && site.texts.enquire_button === "Enquire Now" && site.features.store_user_details;
  });
  expect(onDefaults.length).toBeGreaterThan(0);
});

test("no lead is sent by a form that failed its checks", async ({ page }) => {
  const site = sites[0]!;
  let posted = 0;
  page.on("request", (sent) => void (isLeadPost(sent) && posted++));
  const form = await openForm(page, site.slug, "/contact", "enquire");
  await fillContact(form, { ...contactFor(site, "unsent"), postcode: "12" });
  await form.getByRole("button", { name: site.texts.enquire_button }).click();
  await expect(summaryOf(form).getByRole("link")).toHaveText(
    [POSTCODE_MESSAGE, ...(site.leads.terms.required ? [site.leads.terms.error_message] : [])],
  );
  expect(posted).toBe(0);
});

test("a lead form validates and sends under the page's Content-Security-Policy, which allows no eval", async ({ page }) => {
  const site = sites[0]!;
  const watch = watchForProblems(page);
  // Every violation the page reports, from before its first script runs.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto(siteUrl(site.slug, "/contact"));
  const policy = (await response!.allHeaders())["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy).not.toContain("unsafe-eval");
  await waitForHydration(page);
  const form = page.locator("#enquire");
  await form.scrollIntoViewIfNeeded();
  await waitForInteractiveForm(form);

  // Checked in the browser first (the precompiled validators), then sent.
  const contact = contactFor(site, "csp");
  await fillContact(form, { ...contact, postcode: "40a" });
  await form.getByRole("button", { name: site.texts.enquire_button }).click();
  await expect(summaryOf(form).getByRole("link")).toContainText([POSTCODE_MESSAGE]);
  await fields(form).postcode.fill("4000");
  await chooseWhere(form, site);
  await agreeIfRequired(form, site);
  const sent = nextLead(page);
  await form.getByRole("button", { name: site.texts.enquire_button }).click();
  const lead = await sent;
  await expectSuccess(page, site.slug, lead.leadId, { firstName: contact.name });
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  watch.expectNone();
});
