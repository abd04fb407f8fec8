import sanitizeHtml from "sanitize-html";

/** What a site manager may format: text structure, links, images and tables; no scripts, styles or handlers. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "ul", "ol", "li", "a", "strong", "em", "img", "blockquote",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
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

/** The safe subset of a site document's HTML, ready to be rendered as is. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
