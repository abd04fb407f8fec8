import { describe, expect, it } from "vitest";
import { maskDestination, readDestination } from "./destination.ts";

describe("readDestination", () => {
  it("reads Australian mobile numbers in their usual forms as 04xxxxxxxx", () => {
    for (const typed of ["0412 345 678", "0412-345-678", "+61 412 345 678", "61412345678", "(04) 1234 5678"]) {
      expect(readDestination(typed)).toEqual({ kind: "phone", value: "0412345678" });
    }
  });

  it("reads e-mail addresses in lower case", () => {
    expect(readDestination(" Ada@Example.COM ")).toEqual({ kind: "email", value: "ada@example.com" });
  });

  it("refuses landlines, short numbers and junk", () => {
    for (const typed of ["0298765432", "0412 345", "ada@", "@example.com", "hello", "", "a b@example.com"]) expect(readDestination(typed)).toBeNull();
  });

  it("masks what it shows", () => {
    expect(maskDestination("0412345678")).toBe("0412 ••• 678");
    expect(maskDestination("ada@example.com")).toBe("a•••@example.com");
  });
});
