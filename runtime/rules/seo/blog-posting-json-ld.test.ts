import { describe, expect, it } from "vitest";
import { blogPostingJsonLd } from "./blog-posting-json-ld.ts";
import { faqPageJsonLd } from "./faq-page-json-ld.ts";

const post = { slug: "rav4", title: "RAV4 review", date: "2026-10-14", description: "A week in a RAV4.", image_alt: "", category: "vehicle-reviews", html: "" };
const dealer = { name: "Harbour Motors", logo: "/media/logos/harbour-motors.svg" };

describe("blogPostingJsonLd", () => {
  it("describes the post at its absolute URL, published by the dealer, with its picture and author", () => {
    expect(blogPostingJsonLd({ ...post, image: "/media/art/suv/red.svg", author: "Megan" }, dealer, "https://harbourmotors.com.au")).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "RAV4 review",
      description: "A week in a RAV4.",
      datePublished: "2026-10-14",
      url: "https://harbourmotors.com.au/blog/rav4",
      mainEntityOfPage: "https://harbourmotors.com.au/blog/rav4",
      image: "https://harbourmotors.com.au/media/art/suv/red.svg",
      author: { "@type": "Person", name: "Megan" },
      publisher: { "@type": "Organization", name: "Harbour Motors", logo: { "@type": "ImageObject", url: "https://harbourmotors.com.au/media/logos/harbour-motors.svg" } },
    });
  });

  it("names the dealer as author when the post names none, and leaves out a picture it has not got", () => {
    const ld = blogPostingJsonLd(post, dealer, "https://harbourmotors.com.au");
    expect(ld.author).toEqual({ "@type": "Organization", name: "Harbour Motors" });
    expect(ld).not.toHaveProperty("image");
  });
});

describe("faqPageJsonLd", () => {
  it("gives each question with its accepted answer", () => {
    expect(faqPageJsonLd([{ question: "Do you deliver?", answer: "Yes." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Do you deliver?", acceptedAnswer: { "@type": "Answer", text: "Yes." } }],
    });
  });
});
