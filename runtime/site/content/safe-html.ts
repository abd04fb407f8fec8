import sanitizeHtml from "sanitize-html";

/** What a site manager may format: text structure, links, images and tables; no scripts, styles or handlers. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "a", "strong", "em", "del", "code", "pre",
    "img", "blockquote", "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href"],
    img: ["src", "alt", "width", "height"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: { b: "strong", i: "em" },
};

/** The safe subset of HTML a site manager wrote (site documents, Markdown content), ready to be rendered as is. */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of some HTML, every tag removed (a question's answer for JSON-LD). */
export function htmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
