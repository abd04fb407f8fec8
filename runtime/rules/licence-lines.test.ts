import { describe, expect, it } from "vitest";
import type { Location } from "../types/index.ts";
import { licenceLines } from "./licence-lines.ts";

function location(fields: Record<string, unknown>): Location {
  return { id: 1, name: "Harbour Motors - Sales", visible: true, ...fields } as unknown as Location;
}

describe("licenceLines", () => {
  it("lists each dealer licence number, then each repairer number", () => {
    const lines = licenceLines([
      location({ dealer_license_number: "MD12345", motor_vehicle_repairer: "MVRL5678" }),
      location({ dealer_license_number: "MD99999", motor_vehicle_repairer: null }),
    ]);
    expect(lines).toEqual([
      "Dealer Licence No. MD12345",
      "Dealer Licence No. MD99999",
      "Motor Vehicle Repairer Licence No. MVRL5678",
    ]);
  });

  it("shows a number shared by several locations once", () => {
    const lines = licenceLines([location({ dealer_license_number: "MD12345" }), location({ dealer_license_number: "MD12345" })]);
    expect(lines).toEqual(["Dealer Licence No. MD12345"]);
  });

  it("ignores hidden locations and empty numbers", () => {
    const lines = licenceLines([
      location({ dealer_license_number: "MD1", visible: false }),
      location({ dealer_license_number: "", motor_vehicle_repairer: "" }),
    ]);
    expect(lines).toEqual([]);
  });
});
