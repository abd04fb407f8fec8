import type { Random } from "./random.ts";

interface CommentFacts {
  name: string;
  carType: "new" | "used" | "demo";
  km: number;
  dealership: string;
  city: string | null;
  features: readonly string[];
}

const OPENERS = {
  new: ["Brand new {name}, ready for delivery.", "Drive away in a brand new {name} today.", "Be the first owner of this {name}."],
  used: ["This {name} has {km} km on the clock and has been well looked after.", "Quality pre-owned {name} with {km} km.", "Great value {name}, {km} km, inspected by our workshop."],
  demo: ["Ex-demonstrator {name} with only {km} km.", "Save on this near-new demo {name}, {km} km."],
} as const;

const CLOSERS = [
  "Finance available, trade-ins welcome.",
  "Call {dealership} today to book a test drive.",
  "Visit us in {city} or enquire online for more information.",
  "Comes with a full service history and a fresh safety check.",
  "Ask us about our extended warranty options.",
];

/** Dealer comments as dealers write them; some cars have none yet (empty, or null from older feeds). */
export function dealerComments(random: Random, facts: CommentFacts): string | null {
  const roll = random.next();
  if (roll < 0.03) return null;
  if (roll < 0.15) return "";
  const fill = (text: string) =>
    text
      .replace("{name}", facts.name)
      .replace("{km}", String(facts.km).replace(/\B(?=(\d{3})+(?!\d))/g, ","))
      .replace("{dealership}", facts.dealership)
      .replace("{city}", facts.city ?? "store");
  const highlights = facts.features.slice(0, 4).join(", ");
  const parts = [fill(random.pick(OPENERS[facts.carType])), highlights ? `Features include ${highlights}.` : "", fill(random.pick(CLOSERS))];
  if (random.chance(0.3)) parts.push(fill(random.pick(CLOSERS)));
  return parts.filter(Boolean).join(" ");
}
