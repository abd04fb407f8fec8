import type { Car } from "../types/generated/car.ts";
import { regoExpiryText } from "./rego-expiry.ts";
import { feetToMetres, specLines, type SpecLine } from "./spec-lines.ts";
import { bodyLabel } from "./vehicle-naming.ts";
import { hasEngine } from "./vehicle-kind.ts";
import { format, isValid, parseISO } from "date-fns";

const CONDITION = { new: "New", used: "Used", demo: "Demo" } as const;

function date(value: string | null | undefined): string | null {
  const parsed = value ? parseISO(value) : null;
  return parsed && isValid(parsed) ? format(parsed, "dd/MM/yyyy") : null;
}

/** The key information rows: what a shopper checks first. */
export function keyInformation(car: Car, now: Date, showUnregistered: boolean): SpecLine[] {
  return specLines([
    ["Condition", CONDITION[car.car_type]],
    ["Odometer", hasEngine(car) ? car.km : null, "km"],
    ["Body", bodyLabel(car.simple_body)],
    ["Transmission", car.trans ?? car.simple_transmission],
    ["Fuel", car.fuel ?? car.simple_fuel],
    ["Drive", car.drive ?? car.simple_drive],
    ["Colour", car.colour],
    ["Stock No.", car.stocknum],
    ["Rego", car.regplate],
    ["Rego expiry", regoExpiryText(car.rego_expiry, now, showUnregistered)],
  ]);
}

/** The car summary rows: identity of the vehicle. */
export function carSummary(car: Car): SpecLine[] {
  return specLines([
    ["Year", String(car.year)],
    ["Make", car.make],
    ["Model", car.model],
    ["Badge", car.badge],
    ["Series", car.series],
    ["Body configuration", car.bodyconfiguration],
    ["Interior colour", car.interior_colour],
    ["Engine", car.engine_size_litres, "L"],
    ["Gears", car.gearnum],
    ["Seats", car.seats],
    ["Doors", car.doors],
    ["VIN", car.vin],
    ["Build date", date(car.build_date)],
    ["Compliance date", date(car.compliance_date)],
  ]);
}

/** All specifications: the variant's figures, and a caravan's dimensions in metres. */
export function allSpecifications(car: Car): SpecLine[] {
  const v = car.variant;
  const caravan = car.item_type === "caravan" ? car.specifications : null;
  return specLines([
    ["Cylinders", v?.cylinders],
    ["Engine size", v?.enginesize, "cc"],
    ["Induction", v?.induction],
    ["Fuel consumption (combined)", v?.fuelconsumptioncombined, "L/100km"],
    ["Fuel capacity", v?.fuelcapacity, "L"],
    ["Torque", v?.torque, "Nm"],
    ["Gear type", v?.geartype],
    ["Gross vehicle mass", v?.grossvehiclemass, "kg"],
    ["Towing capacity (braked)", v?.towingcapacitybraked, "kg"],
    ["Length", v?.vehiclelength, "mm"],
    ["Width", v?.vehiclewidth, "mm"],
    ["Height", v?.vehicleheight, "mm"],
    ["ANCAP rating", v?.ancaprating, "stars"],
    ["Body length", feetToMetres(caravan?.body_length), "m"],
    ["Body width", feetToMetres(caravan?.body_width), "m"],
    ["Tare weight", caravan?.tare_weight, "kg"],
    ["Aggregate trailer mass", caravan?.aggregate_trailer_mass, "kg"],
    ["Axle type", caravan?.axle_type],
    ["Sleeps", caravan?.sleeps],
  ]);
}
