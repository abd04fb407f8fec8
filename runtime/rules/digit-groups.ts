/**
 * A number with its thousands grouped as en-AU writes them: '12,345', '-1,234'; a fraction as toLocaleString
 * writes it. Whole numbers are grouped as text: toLocaleString("en-AU") builds a formatter on every call, and a
 * results page writes a few hundred counts.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-AU");
  // Most of a page's counts have no thousands to group.
  if (value > -1000 && value < 1000) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 ? `-${digits}` : digits;
}

/**
 * A number to at most `maxFractionDigits` decimals (trailing zeros kept down to `minFractionDigits`), thousands
 * grouped, as Intl.NumberFormat("en-AU") writes it: (1234.5, 2, 2) -> '1,234.50', (5, 2) -> '5'. Written as text
 * like groupDigits: a page's first Intl object loads the locale data, work a page's scripts would otherwise do
 * while it hydrates.
 */
export function formatDecimal(value: number, maxFractionDigits: number, minFractionDigits = 0): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes("e")) return value.toLocaleString("en-AU", { minimumFractionDigits: minFractionDigits, maximumFractionDigits: maxFractionDigits });
  // Rounded from the number's shortest decimal text, halves away from zero, as Intl rounds: 1.005 gives 1.01.
  const scaled = Math.round(Number(`${text}e${maxFractionDigits}`));
  const unit = 10 ** maxFractionDigits;
  let fraction = String(scaled % unit).padStart(maxFractionDigits, "0");
  while (fraction.length > minFractionDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  const digits = `${groupDigits(Math.floor(scaled / unit))}${fraction ? `.${fraction}` : ""}`;
  return value < 0 ? `-${digits}` : digits;
}
