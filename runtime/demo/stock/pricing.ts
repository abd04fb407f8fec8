import type { ModelSpec } from "./catalogue.ts";
import type { Random } from "./random.ts";

type CarType = "new" | "used" | "demo";

/** New price of a badge: the model's range spread over its trims, cheapest first. */
export function newPrice(random: Random, spec: ModelSpec, badgeIndex: number): number {
  const [low, high] = spec.price;
  const steps = Math.max(1, spec.badges.length - 1);
  const base = low + ((high - low) * badgeIndex) / steps;
  return base * (0.98 + random.next() * 0.04);
}

/** Advertised price: new at list, demo a little under, used depreciated by age and distance; dealer-style endings. */
export function advertisedPrice(random: Random, listPrice: number, carType: CarType, age: number, km: number): number {
  if (carType === "new") return dealerRound(listPrice);
  if (carType === "demo") return dealerRound(listPrice * (0.88 + random.next() * 0.06));
  const depreciation = 0.85 ** Math.max(1, age);
  const distance = Math.max(0.6, 1 - Math.max(0, km - age * 15000) / 400000);
  return dealerRound(Math.max(2500, listPrice * depreciation * distance * (0.95 + random.next() * 0.1)));
}

/** Odometer by stock type, age and kind: new under 50 km, demo under 10,000 km. */
export function odometer(random: Random, carType: CarType, age: number, kind: ModelSpec["kind"]): number {
  if (kind === "caravan") return 0;
  if (carType === "new") return random.int(0, 49);
  if (carType === "demo") return random.int(800, 9999);
  const yearly = kind === "truck" ? 45000 : kind === "motorcycle" ? 4500 : 14000;
  return Math.round(Math.max(1, age) * yearly * (0.4 + random.next() * 1.1) + random.int(500, 5000));
}

/** Prices end in 990 (or 490 under $10,000), as dealers advertise them. */
function dealerRound(price: number): number {
  const step = price < 10000 ? 500 : 1000;
  return Math.max(step, Math.round(price / step) * step) - 10;
}
