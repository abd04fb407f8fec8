// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import GroupProfile from "./GroupProfile.tsx";
import schema from "./schema.json" with { type: "json" };
import type { GroupProfileProps } from "./props.gen.ts";

function renderProfile(props: Record<string, unknown>) {
  return renderBlock(GroupProfile, { props: propsFrom<GroupProfileProps>(schema, props) });
}

describe("GroupProfile", () => {
  it("shows the heading and each paragraph of the profile as plain text", () => {
    renderProfile({ heading: "Our Story", paragraphs: ["Family owned since 1990.", "<b>Fifty</b> locations."] });
    const region = screen.getByRole("region", { name: "Our Story" });
    expect([...region.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Family owned since 1990.",
      "<b>Fifty</b> locations.",
    ]);
  });

  it("shows the image with its size reserved", () => {
    renderProfile({ image: { src: "/media/group.jpg", alt: "Our head office", width: 800, height: 600 } });
    const img = screen.getByRole("img", { name: "Our head office" });
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "600"]);
  });

  it("has no image by default and is headed 'About Us'", () => {
    renderProfile({});
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("heading", { name: "About Us" })).toBeTruthy();
  });

  it("rejects an image without its size", () => {
    expect(() => propsFrom(schema, { image: { src: "/media/group.jpg", alt: "" } })).toThrow(/width/);
  });
});
