import { describe, expect, it } from "vitest";
import { makeModelRequests, modelLabel } from "./make-model-search.ts";

describe("manufacturer/model search", () => {
  it("counts each option list without its own choice, and the total with every choice", () => {
    const [makes, models, bodies, total] = makeModelRequests("used", { make: "Toyota", model: "Toyota Corolla", body: "hatch" });
    expect(makes).toMatchObject({ filters: "car_type:used", facets: ["make"], facetFilters: [["make_model:Toyota Corolla"], ["body:hatch"]] });
    expect(models).toMatchObject({ facets: ["make_model"], facetFilters: [["make:Toyota"], ["body:hatch"]] });
    expect(bodies).toMatchObject({ facets: ["body"], facetFilters: [["make:Toyota"], ["make_model:Toyota Corolla"]] });
    expect(total).toMatchObject({ hitsPerPage: 0, facetFilters: [["make:Toyota"], ["make_model:Toyota Corolla"], ["body:hatch"]] });
  });

  it("asks for everything when nothing is chosen", () => {
    for (const request of makeModelRequests("all", { make: "", model: "", body: "" })) {
      expect(request).toMatchObject({ filters: "", facetFilters: [] });
    }
  });

  it("shows a model without its make", () => {
    expect(modelLabel("Land Rover Defender", "Land Rover")).toBe("Defender");
    expect(modelLabel("Toyota Corolla", "")).toBe("Toyota Corolla");
  });
});
