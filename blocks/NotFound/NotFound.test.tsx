// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import type { LoaderContext } from "../../runtime/types/index.ts";
import NotFound from "./NotFound.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { NotFoundProps } from "./props.gen.ts";

describe("NotFound", () => {
  it("says the page was not found and links home and to the stock search", () => {
    renderBlock(NotFound, { props: propsFrom<NotFoundProps>(schema), data: null, path: "/no-such-page" });
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/", "/search/new-used-and-demo-cars"]);
  });

  it("uses the site's own wording and links", () => {
    const props = propsFrom<NotFoundProps>(schema, {
      message: "",
      links: [{ label: "Our bikes", href: "/search/used-cars" }],
    });
    renderBlock(NotFound, { props, data: null });
    expect(screen.getByRole("link", { name: "Our bikes" }).getAttribute("href")).toBe("/search/used-cars");
    expect(document.querySelector(".fc-not-found__message")).toBeNull();
  });

  it("makes the page a 404 wherever the block is used", async () => {
    const setStatus = vi.fn();
    const ctx = { site: fakeSite(), setStatus, setMeta: vi.fn() } as unknown as LoaderContext;
    await load(propsFrom<NotFoundProps>(schema), ctx);
    expect(setStatus).toHaveBeenCalledWith(404);
  });
});
