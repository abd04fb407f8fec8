// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loaderContext } from "../../tests/kit/blocks/location-fixtures.ts";
import type { LoaderContext } from "../../runtime/types/index.ts";
import ModelRange from "./ModelRange.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { ModelRangeProps } from "./props.gen.ts";

const model = (name: string, slug: string, body: string | null, extra: Record<string, unknown> = {}) => ({ name, slug, body, accessories: [], ...extra });
const brands = [
  {
    title: "Toyota",
    slug: "toyota",
    skipPage: false,
    group: "cars",
    models: [
      model("RAV4", "rav4", "SUV", { image: { url: "/media/art/suv/blue.svg" } }),
      model("Corolla", "corolla", "Hatch"),
      model("Tarago", "tarago", "People Mover", { override_url: "/pages/tarago" }),
      model("Coaster", "coaster", null),
    ],
  },
];
const site = fakeSite({ name: "Harbour Motors", brands });
const props = propsFrom<ModelRangeProps>(schema);

function at(path: string): { ctx: LoaderContext; seen: { meta: Record<string, unknown> } } {
  const { ctx, seen } = loaderContext(site, {});
  return { ctx: { ...ctx, url: new URL(path, "https://harbourmotors.com.au") }, seen };
}

describe("ModelRange", () => {
  it("reads the body from the query and titles the page after it", async () => {
    const { ctx, seen } = at("/models?body=people-mover");
    expect(await load(props, ctx)).toEqual({ body: "people-mover" });
    expect(seen.meta.title).toBe("People Mover Models | Harbour Motors");
    expect(await load(props, at("/models").ctx)).toEqual({ body: null });
  });

  it("lists the body's models with picture, stock link and accessories link", () => {
    renderBlock(ModelRange, { props, data: { body: "suv" }, site, path: "/models?body=suv" });
    expect(screen.getByRole("heading", { level: 1, name: "SUV models" })).toBeTruthy();
    const [rav4, ...others] = screen.getAllByRole("listitem");
    expect(others).toEqual([]);
    expect(rav4!.querySelector("img")!.getAttribute("src")).toBe("/media/art/suv/blue.svg");
    expect(within(rav4!).getByRole("link", { name: "Toyota RAV4" }).getAttribute("href")).toBe("/search/toyota/rav4");
    expect(within(rav4!).getByRole("link", { name: "RAV4 accessories" }).getAttribute("href")).toBe("/rav4/accessories");
    const bodies = screen.getByRole("navigation", { name: "Bodies" });
    expect(within(bodies).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/models", "/models?body=suv", "/models?body=hatch", "/models?body=people-mover"]);
    expect(within(bodies).getByRole("link", { name: "SUV" }).getAttribute("aria-current")).toBe("page");
  });

  it("lists every model with a body when none is chosen, and says so when a body has none", () => {
    renderBlock(ModelRange, { props, data: { body: null }, site, path: "/models" });
    expect(screen.getByRole("heading", { level: 1, name: "Our models" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Toyota Tarago" }).getAttribute("href")).toBe("/pages/tarago");
    expect(screen.queryByRole("link", { name: "Toyota Coaster" })).toBeNull();
  });

  it("says so when no model has the body", () => {
    renderBlock(ModelRange, { props, data: { body: "van" }, site, path: "/models?body=van" });
    expect(screen.getByText(props.empty_text)).toBeTruthy();
  });
});
