import { describe, expect, it } from "vitest";
import { telHref } from "./phone-href.ts";

describe("telHref", () => {
  it("keeps only the digits of a landline number", () => {
    expect(telHref("02 9000 0000")).toBe("tel:0290000000");
    expect(telHref("(07) 3000-1111")).toBe("tel:0730001111");
  });

  it("keeps the international prefix", () => {
    expect(telHref("+61 400 000 000")).toBe("tel:+61400000000");
  });
});
