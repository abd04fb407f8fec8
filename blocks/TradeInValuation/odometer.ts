const MAX_DIGITS = 7;

/** Spec §5: the odometer shows thousands separators ('41,000'); anything but digits is dropped as typed. */
export function formatOdometer(text: string): string {
  const digits = text.replace(/\D/g, "").replace(/^0+(?=\d)/, "").slice(0, MAX_DIGITS);
  return digits === "" ? "" : Number(digits).toLocaleString("en-AU");
}

export function readOdometer(text: string): number | null {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? null : Number(digits);
}
