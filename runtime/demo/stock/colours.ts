/** Paint colours as manufacturers name them, with the swatch the generated artwork paints them in. */
export const PAINT_COLOURS: readonly { name: string; hex: string }[] = [
  { name: "Glacier White", hex: "#f2f3f1" },
  { name: "Crystal Pearl", hex: "#e9e6df" },
  { name: "Frozen White", hex: "#eef1f4" },
  { name: "Silver Pearl", hex: "#c3c7cb" },
  { name: "Moondust Silver", hex: "#a9adb1" },
  { name: "Graphite Grey", hex: "#5b5f63" },
  { name: "Machine Grey", hex: "#7d8084" },
  { name: "Eclipse Black", hex: "#1c1d1f" },
  { name: "Jet Black", hex: "#111214" },
  { name: "Deep Crystal Blue", hex: "#1f3356" },
  { name: "Lightning Blue", hex: "#2f6db5" },
  { name: "Soul Red Crystal", hex: "#9d1320" },
  { name: "Race Red", hex: "#c8102e" },
  { name: "Bronze Mica", hex: "#8a6a46" },
  { name: "Eclipse Green", hex: "#2e4a3a" },
  { name: "Sunset Orange", hex: "#e0631c" },
  { name: "Electric Yellow", hex: "#f2c500" },
  { name: "Saturn Beige", hex: "#cbbb9b" },
];

export const INTERIOR_COLOURS: readonly string[] = [
  "Black Cloth", "Black Leather", "Charcoal Fabric", "Grey Cloth", "Beige Leather", "Tan Leather", "Black/Red Sports Trim",
];

const KEYWORD_HEX: readonly [RegExp, string][] = [
  [/white|pearl|ivory/i, "#f2f3f1"], [/black|ebony|onyx/i, "#17181a"], [/silver/i, "#bfc3c7"],
  [/grey|gray|graphite|gunmetal|charcoal/i, "#6b6f73"], [/blue|navy/i, "#2a4f86"], [/red|maroon|burgundy/i, "#b3172a"],
  [/green|olive/i, "#35573f"], [/orange/i, "#e0631c"], [/yellow|gold/i, "#e2b311"],
  [/brown|bronze|copper/i, "#7d5a3c"], [/beige|sand|champagne/i, "#cbbb9b"],
];

/** The swatch of a colour name: the named paint, else the first colour word in it, else mid grey. */
export function colourHex(name: string | null | undefined): string {
  if (!name) return "#8a8f94";
  const paint = PAINT_COLOURS.find((colour) => colour.name.toLowerCase() === name.toLowerCase());
  if (paint) return paint.hex;
  return KEYWORD_HEX.find(([pattern]) => pattern.test(name))?.[1] ?? "#8a8f94";
}
