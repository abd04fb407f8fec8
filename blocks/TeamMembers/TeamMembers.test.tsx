// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { contentContext } from "../../tests/kit/blocks/content-fixtures.ts";
import TeamMembers from "./TeamMembers.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { TeamMembersProps } from "./props.gen.ts";

const props = propsFrom<TeamMembersProps>(schema);
const tom = { name: "Tom Baxter", role: "Service Manager", photo: null, bio: "Runs the workshop.", order: 2 };
const megan = { name: "Megan O'Connell", role: "Sales Manager", photo: "/media/team/megan.jpg", bio: "", order: 1 };

describe("TeamMembers loader", () => {
  it("hands over the site document's team by order", async () => {
    const { ctx } = contentContext("https://harbourmotors.com.au/teams", {});
    ctx.site.team = [tom, megan];
    expect(await load(props, ctx)).toEqual({ members: [megan, tom] });
  });
});

describe("TeamMembers", () => {
  it("shows each person's photo or initials, name, role and bio", () => {
    renderBlock(TeamMembers, { props, data: { members: [megan, tom] } });
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first!).getByRole("img", { name: "Megan O'Connell" }).getAttribute("src")).toBe("/media/team/megan.jpg");
    expect(within(first!).getByRole("heading", { name: "Megan O'Connell" })).toBeTruthy();
    expect(within(first!).getByText("Sales Manager")).toBeTruthy();
    expect(within(second!).queryByRole("img")).toBeNull();
    expect(within(second!).getByText("TB")).toBeTruthy();
    expect(within(second!).getByText("Runs the workshop.")).toBeTruthy();
  });

  it("says so when the site lists no one", () => {
    renderBlock(TeamMembers, { props, data: { members: [] } });
    expect(screen.getByText(/Our team page is being updated/)).toBeTruthy();
  });
});
