import type { Car } from "../types/generated/car.ts";

type CertifiedCar = Pick<Car, "make" | "certified" | "status" | "sold">;

/** Spec §4: the Toyota certified badge shows only for Toyota, certified, not sold, and when the site turns it on. */
export function showCertifiedBadge(car: CertifiedCar, featureOn: boolean): boolean {
  return featureOn
    && car.certified === true
    && car.make.trim().toLowerCase() === "toyota"
    && car.status !== "sold"
    && car.sold !== true;
}
