/** WCAG relative luminance of an sRGB colour, each channel 0 to 255. */
export function relativeLuminance(red: number, green: number, blue: number): number {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two relative luminances, in either order (1 to 21). */
export function luminanceContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Relative luminance of a validated hex colour (#rgb, #rrggbb or #rrggbbaa; alpha ignored). */
function hexLuminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return relativeLuminance(r!, g!, b!);
}

/** Black or white text for a background colour: whichever has the higher WCAG contrast ratio. */
export function readableOn(background: string): "#000000" | "#ffffff" {
  const l = hexLuminance(background);
  return luminanceContrast(1, l) >= luminanceContrast(l, 0) ? "#ffffff" : "#000000";
}
