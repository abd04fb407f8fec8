import type { LeadCar } from "./leads-options.ts";

/** Spec §7 analytics event ids of lead forms. */
export const LEAD_EVENT = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  defaultEnquiry: 22,
  usedTestDrive: 48,
  careers: 51,
} as const;

type EventCar = Pick<LeadCar, "car_type" | "tag">;

/** Enquiries about a new car are 14, about any other car 15, about no car the default 22. */
export function enquiryEventId(car: EventCar | null): number {
  if (!car) return LEAD_EVENT.defaultEnquiry;
  return car.car_type === "new" ? LEAD_EVENT.newEnquiry : LEAD_EVENT.usedEnquiry;
}

/** Test drives of a new car, of a car tagged Test Drive Only, or of no particular car are 17; others 48. */
export function testDriveEventId(car: EventCar | null): number {
  if (!car || car.car_type === "new" || car.tag?.trim().toLowerCase() === "test drive only") return LEAD_EVENT.newTestDrive;
  return LEAD_EVENT.usedTestDrive;
}
