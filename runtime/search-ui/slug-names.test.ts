import { describe, expect, it } from "vitest";
import { createSlugNames, namesOf } from "./slug-names.ts";
import { pathNames } from "./path-names.ts";

describe("make and model slugs", () => {
  const makes = ["Land Rover", "Land", "Toyota"];
  const models = ["Land Rover Defender", "Toyota C-HR", "Toyota Corolla Cross", "Mazda CX-5"];

  it("pairs each make_model value with the longest make it starts with", () => {
    expect(namesOf(makes, models)).toEqual({
      makes: { "land-rover": "Land Rover", land: "Land", toyota: "Toyota" },
      models: { "land-rover/defender": "Land Rover Defender", "toyota/c-hr": "Toyota C-HR", "toyota/corolla-cross": "Toyota Corolla Cross" },
    });
  });

  it("reads learned slugs exactly and unknown ones as title case", () => {
    const names = createSlugNames(namesOf(makes, models));
    expect(names.make("land-rover")).toBe("Land Rover");
    expect(names.makeModel("toyota", "c-hr")).toBe("Toyota C-HR");
    expect(names.make("great-wall")).toBe("Great Wall");
    names.learn(namesOf(["Great Wall"], ["Great Wall Cannon-X"]));
    expect(names.makeModel("great-wall", "cannon-x")).toBe("Great Wall Cannon-X");
  });

  it("hands the browser only the names the path uses", () => {
    expect(pathNames("/search/toyota/c-hr", makes, models)).toEqual({ makes: { toyota: "Toyota" }, models: { "toyota/c-hr": "Toyota C-HR" } });
    expect(pathNames("/search/used-cars", makes, models)).toEqual({ makes: {}, models: {} });
    expect(pathNames("/search/toyota", makes, models)).toEqual({ makes: { toyota: "Toyota" }, models: {} });
  });

  it("gives a model to the longest make it starts with, as namesOf does, whichever make the path names", () => {
    expect(pathNames("/search/land-rover/defender", makes, models)).toEqual({ makes: { "land-rover": "Land Rover" }, models: { "land-rover/defender": "Land Rover Defender" } });
    expect(pathNames("/search/land/rover-defender", makes, models)).toEqual({ makes: { land: "Land" }, models: {} });
  });
});
