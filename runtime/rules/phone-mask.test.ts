import { describe, expect, it } from "vitest";
import { maskPhone } from "./phone-mask.ts";

describe("maskPhone", () => {
  it("keeps the first 5 characters and masks every later digit", () => {
    expect(maskPhone("02 9000 1234")).toBe("02 90XX XXXX");
    expect(maskPhone("1300123456")).toBe("13001XXXXX");
  });

  it("masks nothing for numbers of 5 characters or fewer", () => {
    expect(maskPhone("13001")).toBe("13001");
    expect(maskPhone("130012")).toBe("13001X");
  });
});
