import { describe, expect, it } from "vitest";
import { isAllowedUrl, urlProblems } from "./url-checks.ts";

describe("URL fields in a site document", () => {
  it("accept https, http, tel and mailto URLs and paths on the site", () => {
    for (const url of ["https://crm.example.com.au/x", "http://127.0.0.1:4000/leads", "tel:0290000000", "mailto:sales@example.com.au", "/cars/{slug}", "#enquire", "?page=2", "finance", "/media/map-tiles/{z}/{x}/{y}.svg"]) {
      expect([url, isAllowedUrl(url)]).toEqual([url, true]);
    }
  });

  it("refuse script, data and other schemes, protocol-relative hosts and their disguises", () => {
    for (const url of ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "\u0001javascript:x", "data:text/html,<script>", "vbscript:x", "file:///etc/passwd", "//evil.example", "/\\evil.example", "\\\\evil.example"]) {
      expect([url, isAllowedUrl(url)]).toEqual([url, false]);
    }
  });

  it("are found in every section and block, by their names, with their pointers", () => {
    const site = {
      logo: { url: "data:image/svg+xml,<svg onload=alert(1)>" },
      navigation: { header: [{ label: "Home", href: "/" }, { label: "Bad", href: "javascript:alert(1)" }] },
      pages: { home: { blocks: [{ type: "Hero", props: { cta_href: "//evil.example", title: "javascript: is just text here" } }] } },
    };
    expect(urlProblems(site).map((problem) => problem.pointer)).toEqual(["/logo/url", "/navigation/header/1/href", "/pages/home/blocks/0/props/cta_href"]);
  });
});
