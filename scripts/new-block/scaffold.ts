/** Scaffolds blocks/<Name>/ following the block contract (docs/architecture.md): definition, schema, component, test. */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const BLOCK_NAME = /^[A-Z][A-Za-z0-9]{1,39}$/;

/**
 * Why `name` cannot be a new block in `blocksDir`, or null when it can. `registered`: the block registry's types
 * (a type differing only in case would clash with it on case-insensitive file systems).
 */
export function blockNameProblem(blocksDir: string, name: string, registered: Iterable<string>): string | null {
  if (!BLOCK_NAME.test(name)) {
    return `"${name}" is not a block name: use PascalCase letters and digits, 2 to 40 characters (e.g. ServiceBanner)`;
  }
  const sameName = (entry: string) => entry.toLowerCase() === name.toLowerCase();
  const type = [...registered].find(sameName);
  if (type) return `the block ${type} already exists`;
  const clash = existsSync(blocksDir) ? readdirSync(blocksDir).find(sameName) : undefined;
  return clash ? `blocks/${clash} already exists` : null;
}

/** Writes the block's files and returns their paths. Throws when the name is not usable. */
export function scaffoldBlock(blocksDir: string, name: string, registered: Iterable<string>): string[] {
  const problem = blockNameProblem(blocksDir, name, registered);
  if (problem) throw new Error(problem);
  const dir = join(blocksDir, name);
  mkdirSync(dir, { recursive: true });
  const files: [string, string][] = [
    ["block.ts", definition(name)],
    ["schema.json", schemaJson(name)],
    [`${name}.tsx`, component(name)],
    [`${name}.test.tsx`, componentTest(name)],
  ];
  return files.map(([file, content]) => {
    const path = join(dir, file);
    writeFileSync(path, content, { flag: "wx" });
    return path;
  });
}

function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

function definition(name: string): string {
  const title = words(name);
  return `import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: ${JSON.stringify(title.charAt(0) + title.slice(1).toLowerCase())},
  description: "A section with a heading and a paragraph of text.",
  schema: "./schema.json",
  component: "./${name}.tsx",
} satisfies BlockDefinition;
`;
}

function schemaJson(name: string): string {
  const schema = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    additionalProperties: false,
    properties: {
      heading: { type: "string", description: "Heading of the section; no heading when empty.", default: "" },
      text: { type: "string", description: "A paragraph under the heading; hidden when empty.", default: "" },
    },
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

function component(name: string): string {
  return `import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { ${name}Props } from "./props.gen.ts";

export default function ${name}({ props, blockId }: BlockComponentProps<${name}Props>) {
  const headingId = \`\${blockId}-heading\`;
  return (
    <section className="fc-${kebab(name)}" aria-labelledby={props.heading ? headingId : undefined}>
      <div className="fc-container">
        {props.heading && <h2 id={headingId}>{props.heading}</h2>}
        {props.text && <p>{props.text}</p>}
      </div>
    </section>
  );
}
`;
}

function componentTest(name: string): string {
  return `// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import ${name} from "./${name}.tsx";
import schema from "./schema.json" with { type: "json" };
import type { ${name}Props } from "./props.gen.ts";

describe("${name}", () => {
  it("shows its heading and text", () => {
    renderBlock(${name}, { props: propsFrom<${name}Props>(schema, { heading: "Open seven days", text: "Sales and service, 8am to 6pm." }) });
    expect(screen.getByRole("heading", { name: "Open seven days" })).toBeTruthy();
    expect(screen.getByText("Sales and service, 8am to 6pm.")).toBeTruthy();
  });

  it("leaves out the heading and text when they are empty", () => {
    const { container } = renderBlock(${name}, { props: propsFrom<${name}Props>(schema) });
    expect(screen.queryByRole("heading")).toBeNull();
    expect(container.querySelector("p")).toBeNull();
  });
});
`;
}
