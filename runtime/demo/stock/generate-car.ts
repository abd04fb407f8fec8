import type { Car } from "../../types/generated/car.ts";
import type { ModelSpec } from "./catalogue.ts";
import { carMedia } from "./car-media.ts";
import { carLocation, pickYard } from "./car-location.ts";
import { INTERIOR_COLOURS, PAINT_COLOURS } from "./colours.ts";
import { dealerComments } from "./dealer-comments.ts";
import { DEALER_TAGS, FEATURES } from "./equipment.ts";
import { FINANCE_PROVIDERS, financeLender } from "./finance-lenders.ts";
import { OLDER_TRADE_IN_AGE, pickModel, type ModelPools } from "./model-pools.ts";
import { advertisedPrice, newPrice, odometer } from "./pricing.ts";
import { createRandom, seedFrom, type Random } from "./random.ts";
import { generateRegoPlate } from "./rego.ts";
import { slugify } from "../../rules/slugify.ts";
import type { StockDealership, StockLocation } from "./stock-site.ts";
import { vehicleSpecs } from "./vehicle-specs.ts";
import { generateNvic, generateVin } from "./vin.ts";

export type CarType = Car["car_type"];

/** Car ids are `dealership id * CARS_PER_DEALERSHIP + n`, so they are unique across the platform. */
export const CARS_PER_DEALERSHIP = 100_000;

export interface CarContext {
  dealership: StockDealership;
  /** Sales yards of the dealership, primary first; a car stands at one that sells its kind. */
  yards: readonly StockLocation[];
  pools: ModelPools;
  carTypes: readonly CarType[];
  now: Date;
  seed: number;
  financeProvider: string | null;
  offersSubscription: boolean;
}

const DAY = 86_400_000;
const TYPE_WEIGHTS: Record<CarType, number> = { new: 40, used: 45, demo: 15 };
/** Every so many cars of a yard that sells used cars is an older trade-in, so every such stock holds some. */
const OLDER_TRADE_IN_EVERY = 25;

/** The n-th car of a dealership; its own random sequence makes it independent of how many cars are generated. */
export function generateCar(ctx: CarContext, n: number): Car {
  const random = createRandom(seedFrom(ctx.seed, ctx.dealership.id, n));
  const id = ctx.dealership.id * CARS_PER_DEALERSHIP + n;
  const nowMs = ctx.now.getTime();
  const nowYear = ctx.now.getUTCFullYear();
  const drawnType = random.weighted(ctx.carTypes.map((type) => [type, TYPE_WEIGHTS[type]] as const));
  const olderTradeIn = n % OLDER_TRADE_IN_EVERY === 0 && ctx.carTypes.includes("used") && ctx.pools.olderTradeIns.length > 0;
  const carType = olderTradeIn ? "used" : drawnType;
  const spec = olderTradeIn ? pickModel(random, ctx.pools.olderTradeIns)
    : carType === "used" ? pickModel(random, random.chance(0.5) ? ctx.pools.used : ctx.pools.tradeIns)
    : pickModel(random, ctx.pools.current);
  const year = olderTradeIn ? olderYear(random, spec, nowYear) : modelYear(random, spec, carType, nowYear);
  const age = nowYear - year;
  const badgeIndex = spec.badges.length ? random.int(0, spec.badges.length - 1) : 0;
  const badge = spec.badges[badgeIndex] ?? null;
  const km = odometer(random, carType, age, spec.kind);
  const fuel = spec.fuels.length ? (random.chance(0.7) ? spec.fuels[0] ?? null : random.pick(spec.fuels)) : null;
  const { variant, fields: specFields } = vehicleSpecs(random, spec, fuel);

  const lifecycle = random.weighted([
    ["in_stock", 78], ["coming_soon", 8], ["sold_recently", 5], ["sold_earlier", 5], ["withdrawn", 2], ["archived", 2],
  ] as const);
  const status = lifecycle === "sold_recently" || lifecycle === "sold_earlier" ? "sold" : lifecycle;
  const soldAt = lifecycle === "sold_recently" ? nowMs - (0.05 + random.next() * 2.9) * DAY
    : lifecycle === "sold_earlier" ? nowMs - (4 + random.next() * 86) * DAY : null;
  const createdAt = soldAt !== null ? soldAt - (5 + random.next() * 115) * DAY
    : status === "coming_soon" ? nowMs - random.next() * 14 * DAY
    : random.chance(0.18) ? nowMs - random.next() * 7.9 * DAY : nowMs - (8.1 + random.next() * 172) * DAY;
  const updatedAt = createdAt + random.next() * ((soldAt ?? nowMs) - createdAt);
  const preorder = carType === "new" && random.chance(0.04);

  const listPrice = newPrice(random, spec, badgeIndex);
  const noPrice = (preorder && random.chance(0.5)) || random.chance(0.015);
  const price = noPrice ? 0 : advertisedPrice(random, listPrice, carType, age, km);
  const yard = pickYard(random, ctx.yards.filter((each) => each.vehicle_kinds.includes(spec.kind)));
  const state = yard?.address.state ?? null;
  const name = [year, spec.make, spec.model, badge].filter(Boolean).join(" ");
  const features = random.sample(FEATURES[spec.kind], random.int(10, 40));
  const colour = random.pick(PAINT_COLOURS).name;
  const registered = carType !== "new" && spec.kind !== "caravan" ? random.chance(0.88) : carType === "used";
  const nvic = spec.kind !== "caravan" && random.chance(0.9) ? generateNvic(random) : null;
  const inStock = status === "in_stock" || status === "coming_soon";
  const media = carMedia(random, id, spec.kind);
  const slug = slugify(`${year}-${spec.make}-${spec.model}-${badge ?? ""}-${id}`);
  // A few used cars are sold on consignment from a private seller's suburb.
  const privateSale = carType === "used" && yard !== null && random.chance(0.03);

  return {
    id,
    slug,
    path: `/cars/${slug}`,
    name,
    carsales_title: [name, spec.series, specFields.simple_transmission === "Manual" ? "Manual" : specFields.simple_transmission ? "Auto" : null]
      .filter(Boolean).join(" "),
    year,
    make: spec.make,
    model: spec.model,
    badge,
    series: spec.series,
    variant,
    colour,
    interior_colour: spec.kind === "car" ? random.pick(INTERIOR_COLOURS) : null,
    ...specFields,
    simple_body: spec.body,
    car_type: carType,
    status,
    sold: status === "sold",
    reserved: status === "in_stock" && random.chance(0.04),
    tag: dealerTag(random, carType, inStock),
    certified: carType === "used" && age <= 6 && km <= 140_000 && random.chance(spec.make === "Toyota" ? 0.6 : 0.1),
    price,
    before_price: price > 0 && random.chance(0.1) ? price + random.int(2, 8) * 500 : null,
    offer_price: price > 0 && random.chance(0.05) ? price - random.int(1, 4) * 500 : null,
    subscription_price: ctx.offersSubscription && spec.kind === "car" && price > 0 && random.chance(0.9)
      ? Math.max(99, Math.round(price / 160 / 10) * 10 - 1) : null,
    price_type: carType === "used" || random.chance(0.85) ? "DAP" : "EGC",
    preorder,
    km,
    stocknum: `${carType.charAt(0).toUpperCase()}${String(n).padStart(5, "0")}`,
    vin: random.chance(0.97) ? generateVin(random, spec.make, year) : null,
    nvic,
    has_nvic: nvic !== null,
    regplate: registered ? generateRegoPlate(random, state ?? "NSW") : null,
    rego_expiry: registered ? isoDate(nowMs + (carType === "used" ? random.int(-90, 360) : random.int(30, 365)) * DAY) : null,
    build_date: `${year - (random.chance(0.3) ? 1 : 0)}-${pad(random.int(1, 12))}-01`,
    compliance_date: `${year}-${pad(random.int(1, 12))}-01`,
    views: Math.floor(random.next() ** 2 * 1500),
    custom_rank: random.int(1, 1000),
    created_at: new Date(createdAt).toISOString(),
    updated_at: new Date(updatedAt).toISOString(),
    sold_at: soldAt === null ? null : new Date(soldAt).toISOString(),
    city: yard?.address.city ?? null,
    state,
    dealership_slug: ctx.dealership.slug,
    dealership_id: ctx.dealership.id,
    location_id: yard?.id ?? null,
    location: yard ? carLocation(yard) : null,
    show_on_dealer_website: random.chance(0.97),
    dealercomments: dealerComments(random, { name, carType, km, dealership: ctx.dealership.name, city: yard?.address.city ?? null, features }),
    file: carType === "used" && random.chance(0.15) ? `/media/cars/${id}/history.svg` : null,
    ...media,
    standardEquipment: features,
    payment_processors: status === "in_stock" && price > 0 && random.chance(0.4) ? ["stripe"] : [],
    item_type: spec.kind,
    private_suburb: privateSale ? (yard?.address.city ?? null) : null,
    private_postcode: privateSale ? (yard?.address.postcode ?? null) : null,
    specifications: spec.kind === "caravan" ? caravanSpecifications(random, spec) : null,
    autograb_data: carType === "used" && price > 0 && random.chance(0.85) ? marketPrices(random, price) : null,
    youxQuote: price > 0 && random.chance(0.1) ? youxQuote(random, price) : null,
    finance_lenders: price > 500 ? financeLenders(random, ctx.financeProvider, price) : {},
  };
}

function modelYear(random: Random, spec: ModelSpec, carType: CarType, nowYear: number): number {
  if (carType !== "used") {
    return spec.years[0] < nowYear && random.chance(carType === "demo" ? 0.35 : 0.1) ? nowYear - 1 : nowYear;
  }
  const newest = Math.min(spec.years[1] ?? nowYear - 1, nowYear - 1);
  const oldest = Math.min(newest, Math.max(spec.years[0], nowYear - 15));
  return random.int(oldest, newest);
}

/** A year at least OLDER_TRADE_IN_AGE years back, within the model's years and the used stock's 15-year span. */
function olderYear(random: Random, spec: ModelSpec, nowYear: number): number {
  const newest = Math.min(spec.years[1] ?? nowYear, nowYear - OLDER_TRADE_IN_AGE);
  return random.int(Math.min(newest, Math.max(spec.years[0], nowYear - 15)), newest);
}

function dealerTag(random: Random, carType: CarType, inStock: boolean): string | null {
  if (!inStock) return null;
  if (carType === "demo" && random.chance(0.3)) return "Test Drive Only";
  return random.chance(0.08) ? random.pick(DEALER_TAGS.slice(1)) : null;
}

function financeLenders(random: Random, siteProvider: string | null, price: number): Car["finance_lenders"] {
  const providers = new Set<string>();
  if (random.chance(0.85)) providers.add(siteProvider ?? "default");
  if (random.chance(0.35)) for (const provider of random.sample(FINANCE_PROVIDERS, random.int(1, 2))) providers.add(provider);
  return Object.fromEntries([...providers].map((provider) => [provider, financeLender(random, provider, price)]));
}

function marketPrices(random: Random, price: number): NonNullable<Car["autograb_data"]> {
  const average = Math.round((price * (0.93 + random.next() * 0.22)) / 10) * 10;
  return {
    average_market_price: average,
    state_average_market_price: random.chance(0.9) ? Math.round((average * (0.96 + random.next() * 0.08)) / 10) * 10 : null,
  };
}

function youxQuote(random: Random, price: number): NonNullable<Car["youxQuote"]> {
  const advertisedRate = Math.round((6.49 + random.next() * 7.5) * 100) / 100;
  const monthly = (price * 0.9 * (advertisedRate / 1200)) / (1 - (1 + advertisedRate / 1200) ** -60);
  return {
    weeklyRepaymentAmount: Math.round((monthly * 12) / 52),
    advertisedRate: random.chance(0.92) ? advertisedRate : null,
    comparisonRate: random.chance(0.92) ? Math.round((advertisedRate + 0.6 + random.next()) * 100) / 100 : null,
  };
}

function caravanSpecifications(random: Random, spec: ModelSpec): NonNullable<Car["specifications"]> {
  const tare = random.int(12, 28) * 100;
  return {
    body_width: random.pick([7, 7.5, 7.8]),
    body_length: spec.body === "softtop" ? random.int(12, 16) : random.int(17, 24),
    tare_weight: tare,
    axle_type: random.pick(["Single", "Tandem"]),
    sleeps: spec.seats ?? random.int(2, 6),
    aggregate_trailer_mass: tare + random.int(4, 8) * 100,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
