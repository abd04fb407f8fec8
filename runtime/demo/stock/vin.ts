import type { Random } from "./random.ts";

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5,
  P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
// Model-year codes (position 10) repeat every 30 years and skip I, O, Q, U, Z and 0.
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/** The ISO 3779 check digit (position 9) of a 17-character VIN. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin.charAt(i);
    const value = char >= "0" && char <= "9" ? Number(char) : TRANSLITERATION[char];
    if (value === undefined) throw new Error(`Invalid VIN character ${char}`);
    sum += value * (WEIGHTS[i] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vin.charAt(8) === vinCheckDigit(vin);
}

/** World manufacturer identifiers of the plants supplying Australia, by make. */
const WMI: Record<string, readonly string[]> = {
  Toyota: ["JTM", "JTN", "MR0", "JTE"], Mazda: ["JM0", "MM0"], Hyundai: ["KMH", "MAL"], Kia: ["KNA", "KNC"],
  Ford: ["MNA", "6FP", "WF0"], Mitsubishi: ["MMA", "JMF"], Nissan: ["JN1", "MNT"], Subaru: ["JF1", "JF2"],
  Volkswagen: ["WVW", "WVG", "WV1"], Isuzu: ["MPA", "JAL"], MG: ["LSJ"], BYD: ["LGX"], Tesla: ["LRW", "5YJ"],
  Suzuki: ["JS2", "MA3", "TSM"], Honda: ["JHM", "MRH"], Holden: ["6G1", "KL3"], "Mercedes-Benz": ["WDD", "W1K"],
  Yamaha: ["JYA"], Kawasaki: ["JKA"], "Harley-Davidson": ["1HD"], BMW: ["WB1"], Hino: ["JHH"], Fuso: ["JLF"],
  UD: ["JNC"], Jayco: ["6T9"], Coromal: ["6K9"], Avan: ["6H8"], Windsor: ["6K9"],
};

export function generateVin(random: Random, make: string, year: number): string {
  const wmi = random.pick(WMI[make] ?? ["6T9"]);
  const vds = letters(random, VIN_CHARS, 5);
  const yearCode = YEAR_CODES.charAt((((year - 2010) % 30) + 30) % 30);
  const serial = letters(random, VIN_CHARS, 1) + letters(random, "0123456789", 6);
  const draft = `${wmi}${vds}0${yearCode}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** A Glass's-style NVIC: six characters identifying the model variant. */
export function generateNvic(random: Random): string {
  return letters(random, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ", 6);
}

function letters(random: Random, alphabet: string, count: number): string {
  let text = "";
  for (let i = 0; i < count; i++) text += alphabet.charAt(random.int(0, alphabet.length - 1));
  return text;
}
