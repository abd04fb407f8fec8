import { makers, type ModelSpec } from "./catalogue.ts";

const BIKE = { drive: "RWD", seats: 2, doors: null } as const;
const [honda, yamaha, kawasaki, suzuki, harley, bmw] = makers(
  "motorcycle", "Honda", "Yamaha", "Kawasaki", "Suzuki", "Harley-Davidson", "BMW",
);

/** Road and adventure motorcycles (no body type: the spec's body list is for cars). */
export const MOTORCYCLE_MODELS: readonly ModelSpec[] = [
  honda("CB500F", null, null, [9999, 10999], ["ABS", "LAMS"], { ...BIKE, engine: [0.471, 2], trans: ["Manual"] }),
  honda("CRF1100L Africa Twin", null, null, [24999, 29999], ["Standard", "Adventure Sports"], { ...BIKE, engine: [1.084, 2], trans: ["Manual", "Automatic"] }),
  yamaha("MT-07", null, null, [12499, 13499], ["LAMS", "Standard"], { ...BIKE, engine: [0.689, 2], trans: ["Manual"] }),
  yamaha("YZF-R3", null, null, [8999, 9499], [], { ...BIKE, engine: [0.321, 2], trans: ["Manual"] }),
  yamaha("Tenere 700", null, null, [18999, 21999], ["Standard", "World Raid"], { ...BIKE, engine: [0.689, 2], trans: ["Manual"] }),
  kawasaki("Ninja 400", null, null, [8999, 9499], ["Standard", "KRT Edition"], { ...BIKE, engine: [0.399, 2], trans: ["Manual"] }),
  kawasaki("Z900", null, null, [14999, 16499], ["Standard", "SE"], { ...BIKE, engine: [0.948, 4], trans: ["Manual"] }),
  suzuki("V-Strom 650", null, null, [12990, 14490], ["Standard", "XT"], { ...BIKE, engine: [0.645, 2], trans: ["Manual"] }),
  harley("Street Bob 114", null, null, [29995, 31495], [], { ...BIKE, engine: [1.868, 2], trans: ["Manual"] }),
  harley("Fat Boy 114", null, null, [35495, 37995], [], { ...BIKE, engine: [1.868, 2], trans: ["Manual"] }),
  bmw("R 1250 GS", null, null, [30990, 34990], ["Standard", "Adventure"], { ...BIKE, engine: [1.254, 2], trans: ["Manual"] }),
];

const TRUCK = { fuels: ["Diesel"], drive: "RWD", seats: 3 } as const;
const [isuzu, hino, fuso, ud] = makers("truck", "Isuzu", "Hino", "Fuso", "UD");

/** Light and medium rigid trucks, cab chassis. */
export const TRUCK_MODELS: readonly ModelSpec[] = [
  isuzu("N Series NPR 75-190", "lightTruck", "NPR", [89990, 109990], ["Tradepack", "AMT"], { ...TRUCK, engine: [5.2, 4, "Turbo Intercooled"] }),
  isuzu("F Series FVR 165-300", "cabChassis", "FVR", [159990, 189990], ["Auto", "Manual"], { ...TRUCK, engine: [7.8, 6, "Turbo Intercooled"], trans: ["Automatic", "Manual"] }),
  hino("300 Series 616", "lightTruck", "XKU", [79990, 99990], ["Auto", "Manual"], { ...TRUCK, engine: [4.0, 4, "Turbo"], trans: ["Automatic", "Manual"] }),
  hino("500 Series FC 1124", "cabChassis", "FC", [139990, 159990], ["Standard Cab", "Wide Cab"], { ...TRUCK, engine: [5.1, 4, "Turbo"] }),
  fuso("Canter 515", "lightTruck", "FEB", [69990, 89990], ["City Cab", "Wide Cab"], { ...TRUCK, engine: [3.0, 4, "Turbo"] }),
  ud("Croner PK 17 280", "cabChassis", "PK", [179990, 199990], ["Auto"], { ...TRUCK, engine: [7.7, 6, "Turbo Intercooled"] }),
];

const VAN = { fuels: [], engine: null, drive: null, trans: [], doors: 1 } as const;
const [jayco, coromal, avan, windsor] = makers("caravan", "Jayco", "Coromal", "Avan", "Windsor");

/** Caravans, camper trailers and motorhomes. */
export const CARAVAN_MODELS: readonly ModelSpec[] = [
  jayco("Journey", "hardtop", null, [69990, 89990], ["Standard", "Outback"], { ...VAN, seats: 4 }),
  jayco("Swan", "softtop", null, [36990, 42990], ["Standard", "Outback"], { ...VAN, seats: 6 }),
  jayco("Conquest", "motorhome", null, [189990, 219990], ["FA25-2", "FA30-3"], { fuels: ["Diesel"], engine: [2.3, 4, "Turbo"], drive: "FWD", seats: 4, doors: 2 }),
  coromal("Element", "hardtop", null, [59990, 69990], ["E541", "E610"], { ...VAN, seats: 2 }),
  avan("Cruiseliner", "softtop", null, [49990, 59990], ["Standard", "Plus"], { ...VAN, seats: 2 }),
  windsor("Genesis", "hardtop", null, [62990, 74990], ["Standard", "Rapid"], { ...VAN, seats: 4 }),
];
