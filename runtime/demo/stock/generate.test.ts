import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import carSchema from "../../../schemas/car.schema.json" with { type: "json" };
import financeLenderSchema from "../../../schemas/finance-lender.schema.json" with { type: "json" };
import hotspotSchema from "../../../schemas/hotspot.schema.json" with { type: "json" };
import { FIXED_NOW, sampleStockSite } from "../../../tests/kit/stock-fixtures.ts";
import type { Car } from "../../types/generated/car.ts";
import { generateCars, generateSiteStock } from "./generate.ts";
import type { StockSite } from "./stock-site.ts";
import { isValidVin } from "./vin.ts";

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addSchema(financeLenderSchema).addSchema(hotspotSchema);
const validateCar = ajv.compile(carSchema);

const DAY = 86_400_000;
const now = FIXED_NOW;
const cars = generateSiteStock(sampleStockSite, { count: 3000, now });
const mixedSite: StockSite = {
  slug: "big-rig-and-bike",
  manufacturer: null,
  offers_subscription: true,
  finance_provider: null,
  dealerships: [{ id: 7, slug: "big-rig", name: "Big Rig and Bike" }],
  locations: [],
  demo_stock: { count: 400, seed: 9, car_types: ["new", "used", "demo"], vehicle_kinds: ["car", "motorcycle", "truck", "caravan"] },
};
const mixed = generateSiteStock(mixedSite, { count: 1500, now });
const share = (list: Car[], test: (car: Car) => boolean) => list.filter(test).length / list.length;
const age = (iso: string) => (now.getTime() - Date.parse(iso)) / DAY;

describe("generateSiteStock", () => {
  it("generates cars that all validate against car.schema.json", () => {
    for (const car of [...cars, ...mixed]) {
      if (!validateCar(car)) throw new Error(`car ${car.id} is invalid: ${ajv.errorsText(validateCar.errors)}`);
    }
    expect(validateCar({ ...cars[0], status: "gone" })).toBe(false);
    expect(validateCar({ ...cars[0], vin: "1M8GDM9AXKP04278O" })).toBe(false);
    expect(validateCar({ ...cars[0], colour_code: "040" })).toBe(false);
  });

  it("gives the same cars for the same inputs, and other cars for another seed", () => {
    expect(generateSiteStock(sampleStockSite, { count: 3000, now })).toEqual(cars);
    const reseeded = generateSiteStock(sampleStockSite, { count: 3000, now, seed: 2 });
    expect(reseeded.map((car) => car.slug)).not.toEqual(cars.map((car) => car.slug));
  });

  it("keeps a car the same when more cars are generated", () => {
    const fewer = generateSiteStock(sampleStockSite, { count: 10, now });
    expect(fewer).toEqual([...cars.slice(0, 5), ...cars.slice(1500, 1505)]);
  });

  it("shares the site's demo_stock count over its dealerships", () => {
    expect(generateSiteStock(sampleStockSite, { now })).toHaveLength(400);
    expect(generateSiteStock({ ...sampleStockSite, demo_stock: { ...sampleStockSite.demo_stock, count: 21 } }, { now })).toHaveLength(21);
    const odd = generateSiteStock(sampleStockSite, { count: 5, now });
    expect(odd.map((car) => car.dealership_id)).toEqual([101, 101, 101, 102, 102]);
  });

  it("refuses more than 100,000 cars per dealership", () => {
    const dealership = { id: 5, slug: "five", name: "Five" };
    expect(() => generateCars({ dealership, locations: [], count: 100_001, seed: 1, now })).toThrow(RangeError);
  });

  it("numbers cars uniquely across the platform, with {year}-{make}-{model}-{badge}-{id} slugs", () => {
    expect(new Set(cars.map((car) => car.id)).size).toBe(cars.length);
    expect(new Set(cars.map((car) => car.slug)).size).toBe(cars.length);
    expect(cars[0]!.id).toBe(101 * 100_000 + 1);
    expect(cars[1500]!.id).toBe(102 * 100_000 + 1);
    for (const car of cars.slice(0, 200)) {
      const words = [car.year, car.make, car.model, car.badge, car.id].filter(Boolean).join(" ");
      expect(car.slug).toBe(words.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""));
      expect(car.path).toBe(`/cars/${car.slug}`);
    }
  });

  it("fits odometer and year to the stock type", () => {
    for (const car of cars) {
      if (car.car_type === "new") expect(car.km).toBeLessThan(50);
      if (car.car_type === "demo") expect(car.km).toBeLessThan(10_000);
      if (car.car_type === "used") expect(car.year).toBeLessThan(2026);
      else expect(car.year).toBeGreaterThanOrEqual(2025);
    }
    expect(share(cars, (car) => car.car_type === "used" && car.km > 50_000)).toBeGreaterThan(0.1);
  });

  it("sells the franchise's make new, and takes trade-ins of every make", () => {
    expect(cars.filter((car) => car.car_type !== "used").every((car) => car.make === "Toyota")).toBe(true);
    expect(new Set(cars.filter((car) => car.car_type === "used").map((car) => car.make)).size).toBeGreaterThan(8);
  });

  it("gives valid VINs with check digits, NVICs, and registration to used and demo cars", () => {
    const vins = cars.flatMap((car) => (car.vin ? [car.vin] : []));
    expect(vins.length).toBeGreaterThan(cars.length * 0.9);
    expect(vins.every(isValidVin)).toBe(true);
    expect(cars.every((car) => car.has_nvic === (car.nvic !== null && car.nvic !== undefined))).toBe(true);
    expect(cars.filter((car) => car.car_type === "new").every((car) => car.regplate === null)).toBe(true);
    const expiries = cars.flatMap((car) => (car.rego_expiry ? [Date.parse(car.rego_expiry)] : []));
    expect(expiries.some((date) => date < now.getTime())).toBe(true);
    expect(expiries.some((date) => date > now.getTime())).toBe(true);
  });

  it("covers every status, with recently and long sold cars", () => {
    const statuses = new Set(cars.map((car) => car.status));
    expect([...statuses].sort()).toEqual(["archived", "coming_soon", "in_stock", "sold", "withdrawn"]);
    for (const car of cars) {
      expect(car.sold).toBe(car.status === "sold");
      expect(car.sold_at !== null).toBe(car.status === "sold");
    }
    const soldAges = cars.flatMap((car) => (car.sold_at ? [age(car.sold_at)] : []));
    expect(soldAges.some((days) => days < 3)).toBe(true);
    expect(soldAges.some((days) => days > 3)).toBe(true);
    expect(cars.some((car) => car.reserved)).toBe(true);
    expect(cars.some((car) => !car.show_on_dealer_website)).toBe(true);
  });

  it("dates cars inside and outside the 8-day just-arrived window, updated after created", () => {
    expect(cars.some((car) => age(car.created_at) < 8)).toBe(true);
    expect(cars.some((car) => age(car.created_at) > 8)).toBe(true);
    expect(cars.every((car) => Date.parse(car.updated_at) >= Date.parse(car.created_at))).toBe(true);
    expect(cars.every((car) => Date.parse(car.updated_at) <= now.getTime())).toBe(true);
  });

  it("includes the cases the listing rules distinguish", () => {
    expect(cars.some((car) => car.tag === "Test Drive Only" && car.car_type === "demo")).toBe(true);
    expect(cars.some((car) => car.certified && car.make === "Toyota" && car.car_type === "used")).toBe(true);
    expect(cars.filter((car) => car.certified).every((car) => car.car_type === "used")).toBe(true);
    for (const fuel of ["Electric", "Hybrid", "Plug-in Hybrid"]) expect(cars.some((car) => car.simple_fuel === fuel)).toBe(true);
    expect(cars.some((car) => car.preorder)).toBe(true);
    expect(cars.some((car) => car.price === 0)).toBe(true);
    expect(cars.some((car) => car.before_price !== null && car.before_price > car.price)).toBe(true);
    expect(cars.some((car) => (car.dealercomments ?? "") === "")).toBe(true);
    expect(cars.filter((car) => car.autograb_data).every((car) => car.car_type === "used")).toBe(true);
    expect(cars.some((car) => car.youxQuote)).toBe(true);
  });

  it("attaches finance estimates, mostly from the site's provider", () => {
    expect(share(cars, (car) => "Taurus" in car.finance_lenders)).toBeGreaterThan(0.7);
    const providers = new Set(cars.flatMap((car) => Object.keys(car.finance_lenders)));
    expect(providers.size).toBeGreaterThan(5);
    const taurus = cars.map((car) => car.finance_lenders.Taurus).find(Boolean)!;
    expect(taurus.termMonths).toBe(60);
    expect(taurus.interestRate).toBeGreaterThanOrEqual(6.29);
    expect(taurus.interestRate).toBeLessThanOrEqual(9.99);
    expect(cars.filter((car) => car.price <= 500).every((car) => Object.keys(car.finance_lenders).length === 0)).toBe(true);
  });

  it("places cars at the dealership's own yards, a share away from the primary one", () => {
    const yards = new Map(sampleStockSite.locations.map((location) => [location.id, location]));
    for (const car of cars) {
      const yard = yards.get(car.location_id!)!;
      expect(yard.dealership_id).toBe(car.dealership_id);
      expect([car.city, car.state]).toEqual([yard.address.city, yard.address.state]);
      expect(car.location?.address.postcode).toBe(yard.address.postcode);
    }
    const sydney = cars.filter((car) => car.dealership_id === 101);
    expect(share(sydney, (car) => car.location_id === 12)).toBeGreaterThan(0.1);
    expect(share(sydney, (car) => car.location_id === 11)).toBeGreaterThan(0.6);
  });

  it("links generated artwork: 3 to 12 photos, 36-frame spins for some, interiors and videos for a few, all served here", () => {
    for (const car of cars) {
      expect(car.photos_count).toBeGreaterThanOrEqual(3);
      expect(car.photos_count).toBeLessThanOrEqual(12);
      expect(car.images).toHaveLength(car.photos_count);
      expect(car.images[1]).toEqual({
        url: `/media/cars/${car.id}/2.svg`, thumb: { url: `/media/cars/${car.id}/2.svg?w=150` }, isVideo: false, width: 600, height: 400,
      });
      expect(car.primary_image_url).toBe(`/media/cars/${car.id}/1.svg`);
      expect([0, 36]).toContain(car.spin_images!.length);
    }
    const spinning = cars.find((car) => car.spin_images!.length === 36)!;
    expect(spinning.spin_images![35]).toBe(`/media/cars/${spinning.id}/spin/36.svg`);
    expect(cars.some((car) => car.hotspots!.length > 0)).toBe(true);
    expect(cars.filter((car) => car.spin_interior_image).length).toBeGreaterThan(0);
    for (const car of cars.filter((entry) => entry.spin_interior_image)) {
      expect(car.spin_interior_image).toBe(`/media/cars/${car.id}/interior.svg`);
      expect(car.spin_images).toHaveLength(36);
    }
    expect(cars.some((car) => car.external_video_url === `/media/cars/${car.id}/video.webm`)).toBe(true);
    // Demo media never leaves the machine: no video-site embeds, every link is one of this server's media routes.
    const links = cars.flatMap((car) => [car.external_video_url, car.video_url, car.spin_interior_image, ...car.walkaround_videos!.map((v) => v.url)]);
    expect(links.filter(Boolean).length).toBeGreaterThan(0);
    for (const link of links.filter(Boolean)) expect(link).toMatch(/^\/media\/cars\/\d+\//);
    expect(cars.some((car) => car.walkaround_videos!.length > 0)).toBe(true);
  });

  // Finance providers' age limits (Taurus: newer than 12 years) need cars past them in every used yard, every year.
  it("stocks older trade-ins, 12 to 15 years old, at every yard that sells used cars", () => {
    for (const year of [2025, 2026, 2030]) {
      const stock = generateSiteStock(sampleStockSite, { now: new Date(`${year}-06-01T00:00:00Z`) });
      const older = stock.filter((car) => car.car_type === "used" && car.year <= year - 12);
      expect(older.length).toBeGreaterThanOrEqual(stock.length / 25);
      expect(older.every((car) => car.year >= year - 15)).toBe(true);
      expect(older.filter((car) => car.status === "in_stock" && car.price > 500).length).toBeGreaterThan(5);
    }
    const newOnly: StockSite = { ...sampleStockSite, demo_stock: { ...sampleStockSite.demo_stock, car_types: ["new", "demo"] } };
    expect(generateSiteStock(newOnly, { now }).every((car) => car.car_type !== "used")).toBe(true);
  });

  it("generates the vehicle kinds the site sells, with subscription prices on subscription sites", () => {
    expect(new Set(mixed.map((car) => car.item_type))).toEqual(new Set(["car", "motorcycle", "truck", "caravan"]));
    expect(mixed.filter((car) => car.item_type === "motorcycle").every((car) => car.simple_body === null)).toBe(true);
    expect(mixed.filter((car) => car.item_type === "caravan").every((car) => car.specifications?.sleeps)).toBe(true);
    expect(share(mixed, (car) => car.subscription_price !== null)).toBeGreaterThan(0.4);
    expect(cars.every((car) => car.subscription_price === null)).toBe(true);
    expect(mixed.every((car) => car.location === null && car.city === null)).toBe(true);
  });

  it("stands each vehicle at a yard that sells its kind, with a caravan's tare below its aggregate trailer mass", () => {
    const [first, second] = sampleStockSite.locations.filter((location) => location.dealership_id === 101);
    const yards: StockSite = {
      ...mixedSite,
      dealerships: [{ id: 101, slug: "big-rig", name: "Big Rig and Bike" }],
      locations: sampleStockSite.locations.map((location) =>
        location.id === first!.id ? { ...location, vehicle_kinds: ["truck", "caravan"] } : location.id === second!.id ? { ...location, vehicle_kinds: ["motorcycle"] } : { ...location, vehicle_kinds: ["car"] }),
    };
    const stock = generateSiteStock(yards, { count: 600, now });
    const kindsAt = (id: number) => new Set(stock.filter((car) => car.location_id === id).map((car) => car.item_type));
    expect(kindsAt(first!.id)).toEqual(new Set(["truck", "caravan"]));
    expect(kindsAt(second!.id)).toEqual(new Set(["motorcycle"]));
    const caravans = stock.filter((car) => car.item_type === "caravan");
    expect(caravans.length).toBeGreaterThan(0);
    expect(caravans.every((car) => car.specifications!.tare_weight! < car.specifications!.aggregate_trailer_mass!)).toBe(true);
  });
});
