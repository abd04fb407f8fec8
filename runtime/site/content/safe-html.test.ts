import { describe, expect, it } from "vitest";
import { safeHtml as sanitizeRichText } from "./safe-html.ts";

describe("safeHtml", () => {
  it("keeps headings, paragraphs, lists, emphasis, quotes and tables", () => {
    const html =
      "<h2>Why buy</h2><p><strong>Big</strong> <em>range</em></p><ul><li>One</li></ul><ol><li>Two</li></ol>" +
      "<blockquote>Great service</blockquote><table><thead><tr><th>Term</th></tr></thead><tbody><tr><td>5 years</td></tr></tbody></table>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts, styles and iframes with their content", () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>')).toBe("<p>Hi</p>");
  });

  it("removes event handler attributes", () => {
    expect(sanitizeRichText('<p onclick="steal()">Hi</p><img src="/a.png" alt="A" onerror="steal()">')).toBe(
      '<p>Hi</p><img src="/a.png" alt="A" />',
    );
  });

  it("drops javascript: links, in any letter case or with entities, but keeps the link text", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">Click</a>')).toBe("<a>Click</a>");
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">Click</a>')).toBe("<a>Click</a>");
    expect(sanitizeRichText('<a href="java&#x09;script:alert(1)">Click</a>')).toBe("<a>Click</a>");
  });

  it("keeps site paths, web addresses, tel: and mailto: links and only the href attribute", () => {
    const html =
      '<a href="/finance" target="_blank" style="color:red">F</a><a href="https://example.com/">E</a>' +
      '<a href="tel:0290000000">T</a><a href="mailto:sales@example.com">M</a>';
    expect(sanitizeRichText(html)).toBe(
      '<a href="/finance">F</a><a href="https://example.com/">E</a><a href="tel:0290000000">T</a><a href="mailto:sales@example.com">M</a>',
    );
  });

  it("keeps an image's src, alt, width and height only, and refuses data: images", () => {
    expect(sanitizeRichText('<img src="/media/a.jpg" alt="Yard" width="600" height="400" class="x">')).toBe(
      '<img src="/media/a.jpg" alt="Yard" width="600" height="400" />',
    );
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x">')).toBe('<img alt="x" />');
  });

  it("writes <b> and <i> as <strong> and <em> and unwraps other tags, keeping their text", () => {
    expect(sanitizeRichText('<div class="x"><b>Bold</b> <i>it</i> <span>plain</span></div>')).toBe(
      "<strong>Bold</strong> <em>it</em> plain",
    );
  });
});
