import { describe, expect, it } from "vitest";
import { initials, teamInOrder } from "./team.ts";

const member = (name: string, order: number) => ({ name, role: "Sales", photo: null, bio: "", order });

describe("teamInOrder", () => {
  it("puts lower orders first and equal orders by name", () => {
    expect(teamInOrder([member("Zoe Park", 1), member("Ann Lee", 2), member("Bea Ray", 1)]).map((each) => each.name)).toEqual(["Bea Ray", "Zoe Park", "Ann Lee"]);
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Megan O'Connell")).toBe("MO");
    expect(initials("  mary  jane  watson ")).toBe("MW");
    expect(initials("Cher")).toBe("C");
  });
});
