// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import ContentPage from "./ContentPage.tsx";
import schema from "./schema.json" with { type: "json" };
import type { ContentPageProps } from "./props.gen.ts";

function renderPage(props: Record<string, unknown>, site = fakeSite()) {
  return renderBlock(ContentPage, { props: propsFrom<ContentPageProps>(schema, props), site, blockId: "warranty-0" });
}

const warranty = {
  heading: "Warranty",
  intro: "Peace of mind with every car.",
  sections: [
    {
      heading: "7 year warranty",
      paragraphs: ["Every new car comes with a 7 year warranty.", "Conditions apply."],
      image: { src: "/media/warranty.jpg", alt: "Service bay", width: 600, height: 400 },
      links: [{ label: "Book a service", href: "/service" }],
    },
    { paragraphs: ["Ask us about extended cover."] },
  ],
};

describe("ContentPage", () => {
  it("shows the heading, intro and each section with its paragraphs, image and links", () => {
    renderPage(warranty);
    expect(screen.getByRole("heading", { level: 1, name: "Warranty" })).toBeTruthy();
    expect(screen.getByText("Peace of mind with every car.")).toBeTruthy();
    const section = screen.getByRole("region", { name: "7 year warranty" });
    expect([...section.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Every new car comes with a 7 year warranty.",
      "Conditions apply.",
    ]);
    const img = within(section).getByRole("img", { name: "Service bay" });
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["600", "400"]);
    expect(within(section).getByRole("link", { name: "Book a service" }).getAttribute("href")).toBe("/service");
    expect(screen.getByText("Ask us about extended cover.")).toBeTruthy();
  });

  it("has no contact panel unless enabled", () => {
    renderPage(warranty);
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("shows the contact panel with its link and the site's phone number", () => {
    renderPage({ ...warranty, contact_aside: { enabled: true } });
    const aside = screen.getByRole("complementary", { name: "Have a question?" });
    expect(within(aside).getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact-us");
    expect(within(aside).getByRole("link", { name: "02 9000 0000" }).getAttribute("href")).toBe("tel:0290000000");
  });

  it("leaves the phone out of the contact panel when asked to", () => {
    renderPage({ contact_aside: { enabled: true, show_phone: false } });
    expect(screen.queryByRole("link", { name: "02 9000 0000" })).toBeNull();
  });

  it("leaves the phone out of the contact panel when the site has none", () => {
    renderPage({ contact_aside: { enabled: true } }, fakeSite({ phone: "" }));
    expect(screen.queryByText(/Or call/)).toBeNull();
  });
});
