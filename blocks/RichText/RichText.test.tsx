// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import type { LoaderContext } from "../../runtime/types/index.ts";
import RichText from "./RichText.tsx";
import load from "./loader.ts";
import type { RichTextData } from "./data.ts";
import schema from "./schema.json" with { type: "json" };
import type { RichTextProps } from "./props.gen.ts";

const ctx = { site: fakeSite() } as unknown as LoaderContext;

async function renderRichText(html: string) {
  const props = propsFrom<RichTextProps>(schema, { html });
  const data = (await load(props, ctx)) as RichTextData;
  return renderBlock(RichText, { props, data });
}

describe("RichText", () => {
  it("renders the site document's HTML once the loader has sanitized it", async () => {
    const { container } = await renderRichText(
      '<h2>Servicing</h2><p onmouseover="x()">Book <a href="javascript:alert(1)">now</a></p><script>alert(1)</script>',
    );
    expect(screen.getByRole("heading", { level: 2, name: "Servicing" })).toBeTruthy();
    expect(container.querySelector("script, [onmouseover], [href^='javascript']")).toBeNull();
  });

  it("renders nothing when nothing is left after sanitizing", async () => {
    const { container } = await renderRichText("<script>alert(1)</script>");
    expect(container.innerHTML).toBe("");
  });
});
