import { describe, expect, it } from "vitest";
import { blockCatalogue } from "./block-catalogue.ts";
import { testSources } from "./test-sources.ts";

describe("blockCatalogue", () => {
  const sources = testSources();
  sources.blocks[0]!.schema.properties = {
    ...(sources.blocks[0]!.schema.properties as object),
    ctas: {
      type: "array",
      maxItems: 2,
      description: "Buttons | links.",
      items: { type: "object", required: ["label"], properties: { label: { type: "string", minLength: 1, description: "Button text." } } },
      default: [],
    },
  };
  const markdown = blockCatalogue(sources.blocks);

  it("lists every block with its title, name and description", () => {
    expect(markdown).toContain("- [Hero banner](#block-hero) (`Hero`)");
    expect(markdown).toContain("## Hero banner (`Hero`)\n\nA banner.");
  });

  it("describes each prop: type, required, default, allowed values and description", () => {
    expect(markdown).toContain("| `heading` | string | yes |  |  | The h1. |");
    expect(markdown).toContain('| `tone` | string |  | `"primary"` | `"primary"`, `"accent"` | Colour. |');
    expect(markdown).toContain("| `ctas` | list of object |  | `[]` | at most 2 items | Buttons \\| links. |");
    expect(markdown).toContain("| `ctas[].label` | string | yes |  | not empty | Button text. |");
  });

  it("ends each block with an example a site manager can paste into a page", () => {
    const example = /```json\n([^`]+)```/.exec(markdown)?.[1];
    expect(JSON.parse(example!)).toEqual({ type: "Hero", props: { heading: "Example text", tone: "primary", ctas: [] } });
  });
});
