import { generateSiteStock } from "../../runtime/demo/stock/generate.ts";
import { entityValidator } from "../../runtime/site/entity-validator.ts";
import { translateErrors } from "../../runtime/site/translate-errors.ts";
import { stockInconsistencies } from "../../runtime/rules/stock-consistency.ts";
import type { Car, Site } from "../../runtime/types/index.ts";

export interface StockCheck {
  /** How many generated cars were checked. */
  checked: number;
  /** One line per problem: `stock:{site}:{car id}  /pointer  message`. */
  lines: string[];
}

/**
 * Generates a site's demo stock and checks every car against schemas/car.schema.json, then that it could be real:
 * at a location that sells its kind, a caravan lighter empty than loaded.
 */
export function stockProblems(site: Site, generate: (site: Site) => Car[] = generateSiteStock): StockCheck {
  let cars: Car[];
  try {
    cars = generate(site);
  } catch (error) {
    return { checked: 0, lines: [`stock:${site.slug}  /  the demo stock generator failed: ${(error as Error).message}`] };
  }
  const validateCar = entityValidator("car.schema.json");
  const lines: string[] = [];
  for (const car of cars) {
    // A plain boolean: the validator's type guard would narrow an invalid car to never.
    const valid: boolean = validateCar(car);
    const problems = valid ? stockInconsistencies(car, site.locations) : translateErrors(validateCar.errors ?? [], car);
    for (const problem of problems) {
      lines.push(`stock:${site.slug}:${String(car.id)}  ${problem.pointer || "/"}  ${problem.message}`);
    }
  }
  return { checked: cars.length, lines };
}
