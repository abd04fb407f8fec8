import { describe, expect, it } from "vitest";
import { highlight } from "./highlight.ts";

describe("highlight", () => {
  it("wraps exact words whole and the last query word's prefix only", () => {
    expect(highlight("2021 Toyota Corolla Ascent", ["toyota", "cor"], "<b>", "</b>")).toEqual({
      value: "2021 <b>Toyota</b> <b>Cor</b>olla Ascent",
      matchLevel: "full",
      matchedWords: ["toyota", "cor"],
    });
  });

  it("does not treat an earlier query word as a prefix", () => {
    expect(highlight("Toyota Corolla", ["toy", "corolla"], "<b>", "</b>").value).toBe("Toyota <b>Corolla</b>");
  });

  it("wraps a word matched with a typo, folds case and accents, and reports partial matches", () => {
    expect(highlight("Škoda Octavia", ["skoda", "octavla", "rs"], "[", "]")).toEqual({
      value: "[Škoda] [Octavia]",
      matchLevel: "partial",
      matchedWords: ["skoda", "octavla"],
    });
  });

  it("inserts the tags verbatim and escapes nothing", () => {
    expect(highlight("A <tag> & Mazda", ["mazda"], "__ais-highlight__", "__/ais-highlight__").value).toBe("A <tag> & __ais-highlight__Mazda__/ais-highlight__");
  });

  it("returns the text untouched with matchLevel none when nothing matches", () => {
    expect(highlight("Kia Cerato", [], "<b>", "</b>")).toEqual({ value: "Kia Cerato", matchLevel: "none", matchedWords: [] });
    expect(highlight("Kia Cerato", ["ford"], "<b>", "</b>")).toEqual({ value: "Kia Cerato", matchLevel: "none", matchedWords: [] });
  });
});
