import type { Car } from "../types/generated/car.ts";
import { instantValuationEligible } from "./finance/instant-valuation.ts";
import { isInStock } from "./stock-status.ts";

export type VehicleActionId = "enquire" | "test_drive" | "trade_in" | "reserve" | "history_report";

export interface VehicleAction {
  id: VehicleActionId;
  label: string;
  href: string;
}

export interface VehicleActionOptions {
  /** The site's enquire button text (`texts.enquire_button`). */
  enquireLabel: string;
  enquireHref: string;
  testDriveHref: string;
  testDrive: boolean;
  tradeIn: boolean;
  checkout: boolean;
  checkoutPath: "checkout" | "buy-online";
  /** The site's PPSR report plugin (`plugins.ppsr_report`): without it no history report is offered or served. */
  historyReport: boolean;
}

type ActionCar = Pick<Car, "id" | "slug" | "status" | "sold" | "reserved" | "price" | "file">;

/**
 * Spec §5 "Trade-in button only if allowed for the car": the site offers trade-ins (`allowed`) and the car can be
 * valued instantly (in stock, not sold or reserved, price above 200), so the valuation page can quote against it.
 */
export function offersTradeIn(car: Pick<Car, "status" | "sold" | "reserved" | "price">, allowed: boolean): boolean {
  return allowed && instantValuationEligible(car);
}

/**
 * Spec §5 button conditions. Not-in-stock cars get none (the sold panel takes their place); trade-in only when
 * allowed for the car; reserve / buy online only with checkout on and the car not already reserved; history report only
 * when the car has a file.
 */
export function vehicleActions(car: ActionCar, options: VehicleActionOptions): VehicleAction[] {
  if (!isInStock(car)) return [];
  const actions: VehicleAction[] = [{ id: "enquire", label: options.enquireLabel, href: options.enquireHref }];
  if (options.testDrive) actions.push({ id: "test_drive", label: "Book a Test Drive", href: options.testDriveHref });
  if (offersTradeIn(car, options.tradeIn)) actions.push({ id: "trade_in", label: "Trade-In Valuation", href: `/cars/trade-in?car_id=${car.id}` });
  if (options.checkout && !car.reserved) {
    const label = options.checkoutPath === "buy-online" ? "Buy Online" : "Reserve Online";
    actions.push({ id: "reserve", label, href: `/cars/${car.slug}/${options.checkoutPath}` });
  }
  if (car.file && options.historyReport) actions.push({ id: "history_report", label: "View History Report", href: car.file });
  return actions;
}
