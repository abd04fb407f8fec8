/**
 * A number with its thousands grouped as en-AU writes them: '12,345', '-1,234'; a fraction as toLocaleString
 * writes it. Whole numbers are grouped as text: toLocaleString("en-AU") builds a formatter on every call, and a
 * results page writes a few hundred counts.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-AU");
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 ? `-${digits}` : digits;
}
