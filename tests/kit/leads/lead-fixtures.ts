import leadsOptionsSchema from "../../../schemas/site/leads.json" with { type: "json" };
import serviceOptionsSchema from "../../../schemas/site/service.json" with { type: "json" };
import type { ApiContext, Car, Services, Site, StockRepository } from "../../../runtime/types/index.ts";
import type { Database } from "../../../runtime/types/services.ts";
import { createAjv } from "../../../runtime/site/create-ajv.ts";

const applyLeadDefaults = createAjv({ useDefaults: true }).compile(leadsOptionsSchema);
const applyServiceDefaults = createAjv({ useDefaults: true }).compile(serviceOptionsSchema);

/** The `service` section of a site that sets none: every schema default. */
function serviceOptions(): Site["service"] {
  const options = {};
  applyServiceDefaults(options);
  return options as Site["service"];
}

/** A site's `leads` section as validation leaves it: the given options with every schema default filled in. */
export function leadsOptions(options: Record<string, unknown> = {}): Site["leads"] {
  const copy = structuredClone(options);
  if (!applyLeadDefaults(copy)) throw new Error(`bad leads options: ${JSON.stringify(applyLeadDefaults.errors)}`);
  return copy as unknown as Site["leads"];
}

const weekdayHours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "09:00", close: "17:00" }));

/** A two-dealership site with a sales and a service location, in Queensland. */
/** The test site with every per-site lead option on: terms, Rego, contact method, opt-in, locations, both kinds of service. */
export function everyOptionSite(): Site {
  return testSite({
    terms: { required: true },
    rego_field: true,
    preferred_contact_method: true,
    opt_in: { enabled: true },
    location_selector: "without-car",
    additional_services: [
      { key: "finance", label: "Finance", input: "radio" },
      { key: "tint", label: "Window tint" },
    ],
  });
}

export function testSite(leads: Record<string, unknown> = {}, extra: Partial<Site> = {}): Site {
  return {
    slug: "harbour-motors",
    name: "Harbour Motors",
    domains: ["harbourmotors.com.au"],
    dealerships: [
      { id: 101, slug: "harbour-toyota", name: "Harbour Toyota" },
      { id: 102, slug: "harbour-mazda", name: "Harbour Mazda" },
    ],
    locations: [
      location(11, "Harbour Toyota - Sales", "sales", "harbour-toyota", [
        ...weekdayHours,
        { weekday: 6, status: "Open", open: "09:00", close: "12:00" },
      ]),
      location(12, "Harbour Toyota - Service", "service", "harbour-toyota", weekdayHours),
    ],
    texts: { no_price: "Enquire for price.", enquire_button: "Enquire Now" },
    leads: leadsOptions(leads),
    service: serviceOptions(),
    ...extra,
  } as unknown as Site;
}

function location(id: number, name: string, type: string, dealership: string, hours: unknown[]) {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    location_type: type,
    dealership_slug: dealership,
    visible: true,
    address: { street: "1 Wharf St", city: "Brisbane", state: "QLD", postcode: "4000" },
    contact_detail: { phone: "07 3000 0000", opening_hours: hours },
    special_hours: [],
  };
}

export function testCar(overrides: Partial<Car> = {}): Car {
  return {
    id: 5001,
    slug: "2022-toyota-corolla-5001",
    name: "2022 Toyota Corolla Ascent Sport",
    car_type: "used",
    status: "in_stock",
    sold: false,
    tag: null,
    make: "Toyota",
    model: "Corolla",
    dealership_id: 101,
    dealership_slug: "harbour-toyota",
    location_id: 11,
    stocknum: "U5001",
    location: { id: 11, name: "Harbour Toyota - Sales", distribution_locations: [] },
    ...overrides,
  } as unknown as Car;
}

/** Stock that knows only the given cars. */
export function testStock(cars: Car[]): StockRepository {
  const byId = new Map(cars.map((car) => [car.id, car]));
  return {
    getById: async (id) => byId.get(id),
    getBySlug: async (slug) => cars.find((car) => car.slug === slug),
  } as StockRepository;
}

export function testContext(
  site: Site | null,
  db: Database,
  cars: Car[] = [testCar()],
  ip = "203.0.113.7",
  url = "http://harbour-motors.localhost/api/leads",
): ApiContext {
  const services = { db, stock: testStock(cars) } as unknown as Services;
  return { site, params: {}, url: new URL(url), user: null, services, ip };
}

/** A POST from the site's own page, as a browser sends it. */
export function leadRequest(body: unknown, headers: Record<string, string> = {}, path = "/api/leads"): Request {
  return new Request(`http://harbour-motors.localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://harbour-motors.localhost", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A complete general enquiry that the test site accepts. */
export function validEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    isLastStep: true,
    userData: {
      form: "enquiry",
      source: "Website",
      name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "0400 000 000",
      postcode: "4000",
      message: "Is it still available?",
      category: "General Enquiry",
      dealership_slug: "harbour-toyota",
      ...overrides,
    },
  };
}
