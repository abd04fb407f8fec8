const thousands = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** 15000 -> "15,000" (spec §9: prices with thousands separators). */
export function formatThousands(value: number): string {
  return thousands.format(value);
}

/** 15000 -> "$15,000". */
export function formatMoney(value: number): string {
  return `$${formatThousands(value)}`;
}

/** What a number input shows for a field value: separators for numbers, typed text as typed. */
export function displayNumber(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return formatThousands(value);
  return typeof value === "string" ? value : "";
}
