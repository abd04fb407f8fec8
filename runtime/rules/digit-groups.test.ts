import { describe, expect, it } from "vitest";
import { formatDecimal, groupDigits } from "./digit-groups.ts";

describe("groupDigits", () => {
  it("groups thousands as en-AU does", () => {
    expect(groupDigits(0)).toBe("0");
    expect(groupDigits(999)).toBe("999");
    expect(groupDigits(1000)).toBe("1,000");
    expect(groupDigits(123456)).toBe("123,456");
    expect(groupDigits(1234567)).toBe("1,234,567");
    expect(groupDigits(-45000)).toBe("-45,000");
    expect(groupDigits(12345.67)).toBe("12,345.67");
  });

  it("writes every number as toLocaleString('en-AU') writes it", () => {
    const values = [0, 1, 7, 12, 100, 1001, 99999, 100000, 2 ** 31, -1, -1000, 0.5, 1234.5678, Number.MAX_SAFE_INTEGER];
    for (let step = 1; step < 10_000_000; step = step * 3 + 1) values.push(step, -step);
    for (const value of values) expect(groupDigits(value), String(value)).toBe(value.toLocaleString("en-AU"));
  });
});

describe("formatDecimal", () => {
  it("rounds to the decimals asked and keeps trailing zeros down to the minimum", () => {
    expect(formatDecimal(1234.5, 2, 2)).toBe("1,234.50");
    expect(formatDecimal(5, 2)).toBe("5");
    expect(formatDecimal(5.5, 2)).toBe("5.5");
    expect(formatDecimal(6.2949, 2, 2)).toBe("6.29");
    expect(formatDecimal(1.005, 2, 2)).toBe("1.01");
    expect(formatDecimal(-12.345, 2, 2)).toBe("-12.35");
    expect(formatDecimal(0, 2, 2)).toBe("0.00");
  });

  it("writes every number as Intl.NumberFormat('en-AU') writes it", () => {
    const values = [0, 0.004, 0.005, 0.015, 0.125, 1.005, 2.675, 6.29, 9.995, 99.999, 1234.5678, 1e21, 1e-7, -0.001, -7.5, 123456789.125];
    for (let step = 0.001; step < 10_000_000; step = step * 3.7 + 0.013) values.push(step, -step);
    for (const [max, min] of [[2, 2], [2, 0], [0, 0], [1, 1]] as const) {
      const intl = new Intl.NumberFormat("en-AU", { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of values) expect(formatDecimal(value, max, min), `${value} (${min}-${max})`).toBe(intl.format(value));
    }
  });
});
