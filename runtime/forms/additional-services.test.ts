import { describe, expect, it } from "vitest";
import { serviceValues, splitAdditionalServices } from "./additional-services.ts";

describe("splitAdditionalServices (spec §5)", () => {
  it("turns checked boxes and Yes radios into additional_services and strips every service key", () => {
    const split = splitAdditionalServices({
      name: "Ada",
      service__extended_warranty: true,
      service__window_tint: false,
      service__finance: "Yes",
      service__insurance: "No",
    });
    expect(split).toEqual({ rest: { name: "Ada" }, additional_services: ["extended_warranty", "finance"] });
  });

  it("reads a stored list back into form values", () => {
    expect(serviceValues(["extended_warranty", "finance"], new Set(["finance"]))).toEqual({
      service__extended_warranty: true,
      service__finance: "Yes",
    });
  });
});
