import { describe, expect, it } from "vitest";
import { groupDigits } from "./digit-groups.ts";

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
