import type { Random } from "./random.ts";

// Current standard-issue plate formats: L letter, D digit.
const FORMATS: Record<string, readonly string[]> = {
  NSW: ["LLDDLL"], VIC: ["DLLDLL", "LLLDDD"], QLD: ["DDDLLL", "DDDLLD"], SA: ["SDDDLLL"], WA: ["DLLLDDD"],
  TAS: ["LDDLL"], ACT: ["YLLDDL"], NT: ["CLDDLL"],
};
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** A registration plate in the format of the state it is registered in. */
export function generateRegoPlate(random: Random, state: string): string {
  const format = random.pick(FORMATS[state] ?? (FORMATS.NSW as readonly string[]));
  let plate = "";
  for (const char of format) {
    plate += char === "L" ? LETTERS.charAt(random.int(0, LETTERS.length - 1)) : char === "D" ? String(random.int(0, 9)) : char;
  }
  return plate;
}
