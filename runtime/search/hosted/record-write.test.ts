import { describe, expect, it } from "vitest";
import { recordWrite } from "./record-write.ts";

const car = { make: "Toyota", model: "Corolla", price: 25_990, features: ["Apple CarPlay"], location: { name: "Brisbane" } };

describe("recordWrite: the least write that makes a hosted record right", () => {
  it("pushes a new listing whole", () => {
    expect(recordWrite("7", null, car)).toEqual({ action: "updateObject", body: { ...car, objectID: "7" } });
  });

  it("sends only the attributes that changed, compared by value", () => {
    const after = { ...car, price: 24_990, features: ["Apple CarPlay"], location: { name: "Brisbane" } };
    expect(recordWrite("7", car, after)).toEqual({ action: "partialUpdateObjectNoCreate", body: { price: 24_990, objectID: "7" } });
    expect(recordWrite("7", car, { ...car, location: { name: "Ipswich" } })).toEqual({
      action: "partialUpdateObjectNoCreate",
      body: { location: { name: "Ipswich" }, objectID: "7" },
    });
  });

  it("sends nothing when nothing changed", () => {
    expect(recordWrite("7", car, structuredClone(car))).toBeNull();
    expect(recordWrite("7", null, null)).toBeNull();
  });

  it("replaces a record that lost an attribute, which a partial update cannot remove", () => {
    const { features: _dropped, ...after } = car;
    expect(recordWrite("7", car, after)).toEqual({ action: "updateObject", body: { ...after, objectID: "7" } });
  });

  it("deletes a record whose car left the listing", () => {
    expect(recordWrite("7", car, null)).toEqual({ action: "deleteObject", body: { objectID: "7" } });
  });
});
