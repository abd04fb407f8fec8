import { describe, expect, it } from "vitest";
import { safeBackPath } from "./form-post-fields.ts";

describe("the no-JavaScript form's return path", () => {
  it("keeps a path on the same site", () => {
    expect(safeBackPath("/cars/2022-toyota-corolla-5001?tab=specs")).toBe("/cars/2022-toyota-corolla-5001?tab=specs");
  });

  it("refuses other hosts however written, control characters and anything not a path", () => {
    for (const back of ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/x\u0000y", "/\u007f", "https://evil.example", "evil", "", null]) {
      expect([back, safeBackPath(back)]).toEqual([back, "/"]);
    }
  });
});
