import type { Car, CarVariant } from "../../types/generated/car.ts";
import type { ModelSpec, SimpleBody, SimpleFuel, Transmission } from "./catalogue.ts";
import type { Random } from "./random.ts";

// Typical length, width, height (mm), GVM, braked towing (kg) and fuel tank (L) by body.
const DIMENSIONS: Record<SimpleBody | "motorcycle", readonly [number, number, number, number, number, number]> = {
  hatch: [4370, 1790, 1450, 1800, 1200, 50], hatchback: [4370, 1790, 1450, 1800, 1200, 50],
  sedan: [4700, 1820, 1450, 2000, 1200, 60], prestige: [4750, 1820, 1440, 2300, 1800, 66],
  suv: [4600, 1860, 1680, 2300, 1800, 60], "4x4": [4950, 1980, 1900, 3300, 3500, 93], ev: [4450, 1850, 1600, 2200, 750, 0],
  ute: [5350, 1880, 1810, 3100, 3500, 80], cabChassis: [5300, 1800, 1780, 3000, 3500, 80],
  van: [5300, 1950, 1990, 3300, 1500, 70], peopleMover: [5150, 1990, 1780, 2800, 2000, 72],
  wagon: [4870, 1875, 1675, 2200, 1750, 63], stationWagon: [4990, 1900, 1500, 2300, 2100, 71],
  coupe: [4500, 1800, 1300, 1700, 0, 50], convertible: [3915, 1735, 1235, 1400, 0, 45],
  bus: [6990, 2080, 2640, 6000, 0, 95], lightTruck: [6000, 1995, 2300, 7500, 3500, 100],
  hardtop: [7300, 2400, 3000, 2800, 0, 0], softtop: [5200, 2100, 2100, 1500, 0, 0], motorhome: [7600, 2350, 3100, 4490, 2000, 80],
  motorcycle: [2100, 800, 1100, 0, 0, 15],
};

const FUEL_TEXT: Record<SimpleFuel, string> = {
  Petrol: "Petrol - Unleaded ULP", Diesel: "Diesel", Hybrid: "Hybrid with Unleaded", "Plug-in Hybrid": "Plug-in Hybrid with Unleaded",
  Electric: "Electric", LPG: "LPG",
};

const DRIVE_TEXT = { FWD: "Front Wheel Drive", RWD: "Rear Wheel Drive", AWD: "All Wheel Drive", "4WD": "Four Wheel Drive" } as const;

const BODY_CONFIGURATION: Partial<Record<SimpleBody, readonly string[]>> = {
  ute: ["Double Cab Pick Up", "Dual Cab Pick-up", "Space Cab Pick-up"],
  cabChassis: ["Single Cab Chassis", "Extra Cab Chassis", "Double Cab Chassis"],
  van: ["Van Long Wheelbase", "Crew Van"],
};

/** Drivetrain, fuel and variant figures of one vehicle, consistent with its model. */
export function vehicleSpecs(random: Random, spec: ModelSpec, fuel: SimpleFuel | null) {
  const electric = fuel === "Electric";
  const engine = electric ? null : spec.engine;
  const transmission: Transmission | null = spec.transmissions.length
    ? random.chance(0.85) ? (spec.transmissions[0] as Transmission) : random.pick(spec.transmissions)
    : null;
  const gearType = electric ? "Reduction Gear" : transmission === "Automatic" && engine && engine.litres < 1.6 && spec.kind === "car" ? "CVT" : transmission;
  const gearnum = !transmission ? null : electric ? 1 : gearType === "CVT" ? 1 : transmission === "Manual" ? random.pick([5, 6]) : random.pick([6, 8, 9, 10]);
  const trans = !transmission ? null : electric ? "Reduction Gear" : gearType === "CVT" ? "Constantly Variable Transmission" : `${gearnum} Speed ${transmission}`;
  const engineSize = engine ? Math.round(engine.litres * 1000) - random.int(0, 15) : null;
  const [length, width, height, gvm, towing, tank] = DIMENSIONS[spec.body ?? "motorcycle"];
  const jitter = (value: number) => (value ? Math.round(value * (0.97 + random.next() * 0.06)) : null);
  const bodyconfiguration = spec.body && BODY_CONFIGURATION[spec.body] ? random.pick(BODY_CONFIGURATION[spec.body] ?? []) : null;
  const variant: CarVariant = {
    cylinders: engine?.cylinders ?? null,
    enginesize: engineSize,
    enginesize_litres: engine ? engine.litres : null,
    induction: engine?.induction ?? null,
    fuelconsumptioncombined: fuel ? fuelConsumption(random, fuel, engine?.litres ?? 0, spec.kind) : null,
    fuelcapacity: electric || !fuel ? null : jitter(tank),
    grossvehiclemass: jitter(gvm),
    vehiclelength: jitter(length),
    vehicleheight: jitter(height),
    vehiclewidth: jitter(width),
    towingcapacitybraked: towing ? Math.round(towing / 50) * 50 : null,
    torque: electric ? random.int(250, 600) : engine ? Math.round(engine.litres * torquePerLitre(engine.induction, fuel)) : null,
    bodyconfiguration,
    ancaprating: spec.kind === "car" && random.chance(0.9) ? random.weighted([[5, 85], [4, 10], [3, 5]]) : null,
    geartype: gearType,
  };
  const fields = {
    fuel: fuel ? FUEL_TEXT[fuel] : null,
    simple_fuel: fuel,
    simple_transmission: transmission,
    simple_drive: spec.drive,
    drive: spec.drive ? DRIVE_TEXT[spec.drive] : null,
    trans,
    gearnum,
    engine_size: engineSize,
    engine_size_litres: engine ? engine.litres : null,
    seats: spec.seats,
    doors: spec.doors,
    bodyconfiguration,
  } satisfies Partial<Car>;
  return { variant, fields };
}

function fuelConsumption(random: Random, fuel: SimpleFuel, litres: number, kind: ModelSpec["kind"]): number | null {
  if (fuel === "Electric") return null;
  // Some feeds never state it; the fuel calculator then assumes its default.
  if (random.chance(0.08)) return null;
  const base = fuel === "Hybrid" ? 4.2 : fuel === "Plug-in Hybrid" ? 1.8 : fuel === "Diesel" ? 6 + litres * 0.7 : 3 + litres * 2.4;
  const scaled = kind === "truck" ? base * 2.2 : kind === "motorcycle" ? 3 + litres * 2.5 : base;
  return Math.round(scaled * (0.92 + random.next() * 0.16) * 10) / 10;
}

function torquePerLitre(induction: string, fuel: SimpleFuel | null): number {
  if (fuel === "Diesel") return 165;
  return induction === "Aspirated" ? 98 : 165;
}
