import { describe, expect, it } from "vitest";
import { enquiryEventId, testDriveEventId } from "./lead-event.ts";

describe("lead analytics events (spec §7)", () => {
  it("enquiries: 14 for a new car, 15 for a used or demo car, 22 without a car", () => {
    expect(enquiryEventId({ car_type: "new", tag: null })).toBe(14);
    expect(enquiryEventId({ car_type: "used", tag: null })).toBe(15);
    expect(enquiryEventId({ car_type: "demo", tag: null })).toBe(15);
    expect(enquiryEventId(null)).toBe(22);
  });

  it("test drives: 17 for a new car or a Test Drive Only tag, 48 for other cars", () => {
    expect(testDriveEventId({ car_type: "new", tag: null })).toBe(17);
    expect(testDriveEventId({ car_type: "used", tag: "Test Drive Only" })).toBe(17);
    expect(testDriveEventId({ car_type: "used", tag: " test drive only " })).toBe(17);
    expect(testDriveEventId({ car_type: "used", tag: "Reduced" })).toBe(48);
    expect(testDriveEventId(null)).toBe(17);
  });
});
