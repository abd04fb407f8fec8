// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { CurrentPath, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import SiteHeader from "./SiteHeader.tsx";
import schema from "./schema.json" with { type: "json" };
import type { SiteHeaderProps } from "./props.gen.ts";
import { headerSite } from "./header-site.test-kit.ts";

function renderHeader() {
  renderBlock(SiteHeader, { props: propsFrom<SiteHeaderProps>(schema), site: headerSite, after: <CurrentPath /> });
}

function summary(label: string): HTMLElement {
  return screen.getByText(label, { selector: "summary" });
}

function isOpen(label: string): boolean {
  return (summary(label).parentElement as HTMLDetailsElement).open;
}

/** Clicks a summary the way a visitor does and waits for the browser's toggle event to be handled. */
async function toggle(label: string) {
  const wasOpen = isOpen(label);
  fireEvent.click(summary(label));
  await waitFor(() => expect(summary(label).getAttribute("aria-expanded")).toBe(String(!wasOpen)));
}

describe("SiteHeader menus", () => {
  it("reports each dropdown's state with aria-expanded once hydrated", async () => {
    renderHeader();
    expect(summary("Vehicles").getAttribute("aria-expanded")).toBe("false");
    await toggle("Vehicles");
    expect(isOpen("Vehicles")).toBe(true);
    await toggle("Vehicles");
    expect(isOpen("Vehicles")).toBe(false);
  });

  it("keeps one dropdown open at a time", async () => {
    renderHeader();
    await toggle("Vehicles");
    await toggle("Brands");
    expect(isOpen("Vehicles")).toBe(false);
    expect(summary("Vehicles").getAttribute("aria-expanded")).toBe("false");
    expect(isOpen("Brands")).toBe(true);
  });

  it("closes the open dropdown on Escape and puts focus back on its toggle", async () => {
    renderHeader();
    await toggle("Menu");
    await toggle("Vehicles");
    const link = screen.getByRole("link", { name: "Used Cars" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(isOpen("Vehicles")).toBe(false);
    expect(summary("Vehicles").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(summary("Vehicles"));
    expect(isOpen("Menu")).toBe(true);
  });

  it("closes the mobile menu on a second Escape and focuses the Menu toggle", async () => {
    renderHeader();
    await toggle("Menu");
    fireEvent.keyDown(screen.getByRole("link", { name: "Finance" }), { key: "Escape" });
    expect(isOpen("Menu")).toBe(false);
    expect(summary("Menu").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(summary("Menu"));
  });

  it("ignores other keys", async () => {
    renderHeader();
    await toggle("Vehicles");
    fireEvent.keyDown(summary("Vehicles"), { key: "Tab" });
    expect(isOpen("Vehicles")).toBe(true);
  });

  it("closes menus on a click outside them", async () => {
    renderHeader();
    await toggle("Menu");
    await toggle("Vehicles");
    fireEvent.click(document.body);
    expect(isOpen("Vehicles")).toBe(false);
    expect(isOpen("Menu")).toBe(false);
  });

  it("keeps a dropdown open on a click inside it", async () => {
    renderHeader();
    await toggle("Brands");
    fireEvent.click(screen.getByText("Cars"));
    expect(isOpen("Brands")).toBe(true);
  });

  it("closes a dropdown when focus moves to another part of the page", async () => {
    renderHeader();
    await toggle("Vehicles");
    fireEvent.blur(screen.getByRole("link", { name: "New Cars" }), { relatedTarget: screen.getByRole("link", { name: "Used Cars" }) });
    expect(isOpen("Vehicles")).toBe(true);
    fireEvent.blur(screen.getByRole("link", { name: "Used Cars" }), { relatedTarget: screen.getByRole("link", { name: "Finance" }) });
    expect(isOpen("Vehicles")).toBe(false);
  });

  it("closes the menu and its dropdown when the visitor follows a link", async () => {
    renderHeader();
    await toggle("Menu");
    await toggle("Vehicles");
    fireEvent.click(screen.getByRole("link", { name: "Used Cars" }));
    expect(screen.getByRole("status").textContent).toBe("/search/used-cars");
    await waitFor(() => expect(isOpen("Vehicles")).toBe(false));
    expect(isOpen("Menu")).toBe(false);
  });
});
