// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { COMPARE_KEY } from "../../runtime/kit/shopper-lists.ts";
import CompareTray from "./CompareTray.tsx";
import schema from "./schema.json" with { type: "json" };
import type { CompareTrayProps } from "./props.gen.ts";

const props = propsFrom<CompareTrayProps>(schema);
const entry = (id: number) => ({ id, name: `2022 Toyota RAV4 ${id}`, slug: `rav4-${id}`, primary_image_url: `/media/rav4-${id}.jpg` });

beforeEach(() => window.localStorage.clear());

describe("CompareTray", () => {
  it("shows nothing while no car is chosen, and nothing on the server", () => {
    const { container } = renderBlock(CompareTray, { props });
    expect(container.innerHTML).toBe("");
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify([entry(1)]));
    expect(renderToString(<CompareTray props={props} data={undefined} blockId="tray" />)).toBe("");
  });

  it("opens to the chosen cars and a Compare link to their shareable page", () => {
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify([entry(1), entry(2)]));
    renderBlock(CompareTray, { props });
    const toggle = screen.getByRole("button", { name: "Compare (2 of 3)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Compare" })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const tray = screen.getByRole("region", { name: "Compare cars" });
    expect(within(tray).getByRole("link", { name: "2022 Toyota RAV4 2" }).getAttribute("href")).toBe("/cars/rav4-2");
    expect(within(tray).getByRole("link", { name: "Compare" }).getAttribute("href")).toBe("/compare?ids=1,2");
  });

  it("removes a car with its button and returns focus to the tray's button", () => {
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify([entry(1), entry(2)]));
    renderBlock(CompareTray, { props });
    fireEvent.click(screen.getByRole("button", { name: "Compare (2 of 3)" }));
    act(() => fireEvent.click(screen.getByRole("button", { name: "Remove 2022 Toyota RAV4 1" })));
    expect(screen.getByRole("link", { name: "Compare" }).getAttribute("href")).toBe("/compare?ids=2");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Compare (1 of 3)" }));
    expect(JSON.parse(window.localStorage.getItem(COMPARE_KEY)!)).toEqual([entry(2)]);
  });

  it("closes on Escape, back on its button", () => {
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify([entry(1)]));
    renderBlock(CompareTray, { props });
    const toggle = screen.getByRole("button", { name: "Compare (1 of 3)" });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole("link", { name: "Compare" }), { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });
});
