import { describe, expect, it } from "vitest";
import { titleNamingDealer } from "./page-title.ts";

describe("titleNamingDealer", () => {
  it("adds the dealer's name to a title that does not name it", () => {
    expect(titleNamingDealer("Contact Us", "Harbour Motors")).toBe("Contact Us | Harbour Motors");
  });

  it("keeps a title that names the dealer already, whatever its case", () => {
    expect(titleNamingDealer("Harbour Motors | New and Used Toyotas in Sydney", "Harbour Motors")).toBe("Harbour Motors | New and Used Toyotas in Sydney");
    expect(titleNamingDealer("About DRIVESUB", "DriveSub")).toBe("About DRIVESUB");
  });

  it("names the dealer alone for an empty title", () => {
    expect(titleNamingDealer("", "Harbour Motors")).toBe("Harbour Motors");
  });
});
