import type { Car } from "../../types/generated/car.ts";

export type ItemKind = Car["item_type"];
export type SimpleBody = NonNullable<Car["simple_body"]>;
export type SimpleFuel = NonNullable<Car["simple_fuel"]>;
export type SimpleDrive = NonNullable<Car["simple_drive"]>;
export type Transmission = NonNullable<Car["simple_transmission"]>;

/** One model line as Australian dealers list it. */
export interface ModelSpec {
  make: string;
  model: string;
  kind: ItemKind;
  /** null for motorcycles (no body type in the spec's list). */
  body: SimpleBody | null;
  series: string | null;
  /** Trim levels, cheapest first; empty when the model has no badge. */
  badges: readonly string[];
  /** New drive-away price of the cheapest and the dearest badge, AUD. */
  price: readonly [number, number];
  /** First model year, and last one (null while it is still sold new). */
  years: readonly [number, number | null];
  /** Fuels offered, the most common first. */
  fuels: readonly SimpleFuel[];
  /** null for electric-only models and for caravans without an engine. */
  engine: { litres: number; cylinders: number; induction: string } | null;
  drive: SimpleDrive | null;
  transmissions: readonly Transmission[];
  seats: number | null;
  doors: number | null;
}

export interface ModelOptions {
  fuels?: readonly SimpleFuel[];
  engine?: readonly [litres: number, cylinders: number, induction?: string] | null;
  drive?: SimpleDrive | null;
  trans?: readonly Transmission[];
  seats?: number | null;
  doors?: number | null;
  years?: readonly [number, number | null];
}

// Doors by body when a model does not say; anything else (hatch, SUV, wagon...) has five.
const DOORS: Partial<Record<SimpleBody, number>> = {
  coupe: 2, convertible: 2, sedan: 4, prestige: 4, ute: 4, van: 4, lightTruck: 2, cabChassis: 2, bus: 1,
};

type Maker = ReturnType<typeof maker>;

/** One maker per make, of one kind, in the order named. */
export function makers<const Makes extends string[]>(kind: ItemKind, ...makes: Makes): { [K in keyof Makes]: Maker } {
  return makes.map((make) => maker(make, kind)) as { [K in keyof Makes]: Maker };
}

/** Builds ModelSpecs of one make and kind with the common defaults filled in. */
function maker(make: string, kind: ItemKind) {
  return (
    model: string,
    body: SimpleBody | null,
    series: string | null,
    price: readonly [number, number],
    badges: readonly string[],
    options: ModelOptions = {},
  ): ModelSpec => {
    const fuels = options.fuels ?? ["Petrol"];
    const engine = options.engine === undefined ? ([2.0, 4] as const) : options.engine;
    return {
      make,
      model,
      kind,
      body,
      series,
      badges,
      price,
      years: options.years ?? [2016, null],
      fuels,
      engine: engine && { litres: engine[0], cylinders: engine[1], induction: engine[2] ?? "Aspirated" },
      drive: options.drive === undefined ? "FWD" : options.drive,
      transmissions: options.trans ?? ["Automatic"],
      seats: options.seats === undefined ? 5 : options.seats,
      doors: options.doors === undefined ? (body ? (DOORS[body] ?? 5) : null) : options.doors,
    };
  };
}
