import type { Car, Services, Site } from "../../types/index.ts";
import type { FormValues } from "../../forms/form-types.ts";
import { siteListsCar } from "../../vehicle/car-lookup.ts";
import { priceDisplay } from "../../rules/price-display.ts";
import { journeySteps, type JourneyStep, type StepId } from "./journey-steps.ts";
import { journeyCalculator } from "./journey-figures.ts";
import { stepProblems } from "./step-check.ts";

/** A car on its way to being bought online: the site's steps for it and its price, the breakdown's start. */
export interface Journey {
  car: Car;
  price: number;
  steps: JourneyStep[];
}

/** `/checkout-journey?car_id=` names the car by id or by slug (spec §2). */
export async function journeyCar(site: Site, services: Pick<Services, "stock">, carId: string): Promise<Car | null> {
  const car = /^[0-9]{1,15}$/.test(carId) ? await services.stock.getById(Number(carId)) : carId ? await services.stock.getBySlug(carId.slice(0, 200)) : undefined;
  return car && siteListsCar(site, car) ? car : null;
}

/** The journey for a car with a shown price on a site with checkout on; null otherwise. */
export function journeyOf(site: Site, car: Car): Journey | null {
  const price = priceDisplay(car, { subscription: site.offers_subscription, noPriceText: site.texts.no_price }).amount;
  if (!site.vehicle_page.checkout || price === null) return null;
  const calculator = journeyCalculator(site, price);
  return { car, price, steps: journeySteps(site, { max: calculator.term.max, initial: calculator.initial.term }) };
}

export function journeyPath(car: Pick<Car, "slug">, query: Record<string, string> = {}): string {
  return `/checkout-journey?${new URLSearchParams({ car_id: car.slug, ...query })}`;
}

/**
 * The step the shopper may be on: the one asked for, unless an earlier step still has problems (a journey
 * resumed, or a step's URL typed in), which then comes first. The deposit is reached only with every answer in.
 */
export function reachableStep(journey: Journey, answers: Record<string, FormValues>, requested: string | null): JourneyStep {
  const asked = journey.steps.findIndex((step) => step.id === requested);
  const open = journey.steps.findIndex((step) => step.id !== "deposit" && stepProblems(step, answers[step.id] ?? {}).length > 0);
  const last = journey.steps.length - 1;
  const index = Math.min(asked === -1 ? 0 : asked, open === -1 ? last : open);
  return journey.steps[index]!;
}

export function stepAfter(journey: Journey, id: StepId, offset: 1 | -1): JourneyStep {
  const index = journey.steps.findIndex((step) => step.id === id) + offset;
  return journey.steps[Math.max(0, Math.min(journey.steps.length - 1, index))]!;
}
