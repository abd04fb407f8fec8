import { expect, request, type APIRequestContext, type Locator, type Page, type Request } from "@playwright/test";
import type { Site } from "../../runtime/types/index.ts";
import type { LeadUserData } from "../../runtime/forms/lead-types.ts";
import { exportWithCli } from "../kit/leads/export-leads.ts";
import { REGO_LABEL } from "../../runtime/forms/option-fields.ts";
import { port } from "./support.ts";

/** The car fields the lead journeys choose their cars by, as the site's search service holds them. */
export interface LeadStockCar {
  id: number;
  slug: string;
  path: string;
  name: string;
  car_type: "new" | "used" | "demo";
  status: string;
  sold: boolean;
  location: { id: number; distribution_locations: string[] | null } | null;
}

const FIELDS = ["id", "slug", "path", "name", "car_type", "status", "sold", "location"];

/** Calls a site's server from Node (*.localhost does not resolve outside the browser, so the Host header names the site). */
export function siteApi(slug: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL: `http://127.0.0.1:${port}`, extraHTTPHeaders: { host: `${slug}.localhost:${port}` } });
}

/** An in-stock car of the site, through the search service with the public key its pages expose. */
export async function inStockCar(slug: string, skip = 0): Promise<LeadStockCar> {
  const api = await siteApi(slug);
  try {
    const html = await (await api.get("/")).text();
    const data = /<script id="fc-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (!data) throw new Error(`${slug}: no #fc-data on the home page`);
    const { search } = JSON.parse(data).site as { search: { app_id: string; public_key: string; index: string } };
    const response = await api.post("/1/indexes/*/queries", {
      headers: { "x-algolia-application-id": search.app_id, "x-algolia-api-key": search.public_key },
      data: { requests: [{ indexName: search.index, query: "", hitsPerPage: 200, attributesToRetrieve: FIELDS, attributesToHighlight: [] }] },
    });
    expect(response.status(), "search service").toBe(200);
    const hits = ((await response.json()).results[0].hits as LeadStockCar[]).filter(
      (car) => car.status === "in_stock" && !car.sold,
    );
    const car = hits[skip];
    if (!car) throw new Error(`${slug} lists no in-stock car`);
    return car;
  } finally {
    await api.dispose();
  }
}

export interface Contact {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
}

export function contactFor(site: Pick<Site, "slug">, what: string): Contact {
  return {
    name: "Ada",
    last_name: "Lovelace",
    email: `ada+${site.slug}-${what}@example.com`,
    phone: "0400 123 456",
    postcode: "4000",
    message: `Is it still available? (${what})`,
  };
}

/**
 * The inputs of a lead form, by their labels (the label text plus the required marker). Email and phone are
 * text boxes: the preferred-contact-method radios are labelled Email and Phone too.
 */
export function fields(form: Locator) {
  return {
    name: form.getByLabel(/^First Name/),
    last_name: form.getByLabel(/^Last Name/),
    email: form.getByRole("textbox", { name: /^Email/ }),
    phone: form.getByRole("textbox", { name: /^Phone/ }),
    postcode: form.getByLabel(/^Postcode/),
    message: form.getByLabel(/^Comments/),
    terms: form.getByRole("checkbox", { name: /terms of use/ }),
    dealership: form.getByLabel(/^Select a Preferred Dealership/),
    location: form.getByLabel(/^Preferred Location/),
    rego: form.getByLabel(REGO_LABEL),
    contactMethod: form.getByRole("group", { name: "Preferred Contact Method" }),
    optIn: form.getByRole("checkbox", { name: /^Keep me up to date/ }),
  };
}

/**
 * Answers what the site's lead options add to an enquiry form (spec §5: Rego, preferred contact method, opt-in,
 * additional services) and checks each is absent where the site leaves it off. Returns the userData the answers
 * should give: checked services as additional_services, a Yes/No service only when Yes.
 */
export async function answerSiteOptions(form: Locator, site: Site): Promise<Partial<LeadUserData>> {
  const f = fields(form);
  const { leads } = site;
  const expected: Partial<LeadUserData> = {};
  if (leads.rego_field) {
    await f.rego.fill("ABC123");
    expected.Rego = "ABC123";
  } else await expect(f.rego).toHaveCount(0);
  if (leads.preferred_contact_method) {
    await expect(f.contactMethod.getByLabel("Phone", { exact: true })).toBeChecked();
    await f.contactMethod.getByLabel("SMS", { exact: true }).check();
    expected.PreferredContactMethod = "SMS";
  } else await expect(f.contactMethod).toHaveCount(0);
  if (leads.opt_in.enabled) {
    await f.optIn.check();
    expected.opt_in = true;
  } else await expect(f.optIn).toHaveCount(0);
  const services: string[] = [];
  for (const [i, service] of leads.additional_services.entries()) {
    // Every other service is chosen, so the list shows both what is chosen and what is left out.
    const chosen = i % 2 === 0;
    if (service.input === "radio") {
      await form.getByRole("group", { name: service.label }).getByLabel(chosen ? "Yes" : "No", { exact: true }).check();
    } else if (chosen) await form.getByRole("checkbox", { name: service.label }).check();
    if (chosen) services.push(service.key);
  }
  if (services.length > 0) expected.additional_services = services as LeadUserData["additional_services"];
  return expected;
}

/** The lead as the server stored it, read back with the export CLI (`npm run leads`) from the e2e data dir. */
export async function storedLead(slug: string, leadId: string): Promise<LeadUserData> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const lead = (await exportWithCli(slug, { DATA_DIR: dataDir, SITES_DIR: "sites" })).find((entry) => entry.lead_id === leadId);
  if (!lead) throw new Error(`${slug}: lead ${leadId} is not in the export`);
  return lead.userData;
}

/** Types the shopper's details into whichever of the contact fields the form shows. */
export async function fillContact(form: Locator, contact: Contact, options: { message?: boolean } = {}): Promise<void> {
  const f = fields(form);
  await f.name.fill(contact.name);
  await f.last_name.fill(contact.last_name);
  await f.email.fill(contact.email);
  await f.phone.fill(contact.phone);
  await f.postcode.fill(contact.postcode);
  if (options.message !== false) await f.message.fill(contact.message);
}

/** Ticks the terms agreement when the site requires it, and checks it is absent otherwise. */
export async function agreeIfRequired(form: Locator, site: Site): Promise<void> {
  const terms = fields(form).terms;
  if (site.leads.terms.required) await terms.check();
  else await expect(terms).toHaveCount(0);
}

export interface SentLead {
  key: string;
  body: { userData: Record<string, unknown>; isLastStep: boolean };
  leadId: string;
}

/** The next lead the page sends to POST /api/leads and the lead_id the server answered with. */
export function nextLead(page: Page): Promise<SentLead> {
  return page
    .waitForResponse((response) => isLeadPost(response.request()) && response.status() === 201)
    .then(async (response) => {
      const sent = response.request();
      return { key: (await sent.allHeaders())["idempotency-key"]!, body: sent.postDataJSON(), leadId: (await response.json()).lead_id };
    });
}

export function isLeadPost(sent: Request): boolean {
  return sent.method() === "POST" && new URL(sent.url()).pathname === "/api/leads";
}

/**
 * The lead is stored under its Idempotency-Key: the same request sent again answers 200 with the same lead_id
 * (a lead the server had not committed would be created anew with 201 and another id).
 */
export async function expectLeadStored(slug: string, lead: SentLead): Promise<void> {
  const api = await siteApi(slug);
  try {
    const replay = await api.post("/api/leads", { headers: { "idempotency-key": lead.key }, data: lead.body });
    expect(replay.status(), await replay.text()).toBe(200);
    expect((await replay.json()).lead_id).toBe(lead.leadId);
  } finally {
    await api.dispose();
  }
}

/** The server's form has hydrated into the interactive rjsf form (until then it posts without JavaScript). */
export async function waitForInteractiveForm(form: Locator): Promise<void> {
  await expect(form.locator(".fc-lead-form-body[data-hydrated]")).toHaveCount(1);
}
