/** WCAG relative luminance of a validated hex colour (#rgb, #rrggbb or #rrggbbaa; alpha ignored). */
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Black or white text for a background colour: whichever has the higher WCAG contrast ratio. */
export function readableOn(background: string): "#000000" | "#ffffff" {
  const l = luminance(background);
  return (1.05) / (l + 0.05) >= (l + 0.05) / 0.05 ? "#ffffff" : "#000000";
}
