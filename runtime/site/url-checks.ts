/**
 * Links and URLs in a site document (every `url`, `href`, `*_url` and `*_href`, in any section or block's props)
 * are web, phone or mail addresses or paths on the site: a `javascript:` or `data:` URL, or a `//host` one that
 * leaves the site unannounced, would run or send the shopper wherever the document's author chose.
 */
import { childPointer } from "./json-pointer.ts";
import { isJsonObject } from "./merge-patch.ts";
import type { Problem } from "./translate-errors.ts";

const URL_KEY = /(^|_)(url|href)$/;
const ALLOWED_SCHEMES = new Set(["https:", "http:", "tel:", "mailto:"]);

/** Whether a URL field's value is allowed: an https, http, tel or mailto URL, or a site-relative reference. */
export function isAllowedUrl(value: string): boolean {
  // As a browser reads it: tabs and newlines anywhere, and leading spaces and control characters, are dropped.
  const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0].toLowerCase();
  if (scheme) return ALLOWED_SCHEMES.has(scheme);
  return !/^[/\\]{2}/.test(url) && !/^\/\\/.test(url);
}

export function urlProblems(site: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, childPointer(pointer, index)));
    if (!isJsonObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const at = childPointer(pointer, key);
      if (typeof child === "string" && URL_KEY.test(key) && !isAllowedUrl(child)) {
        problems.push({ pointer: at, at: "value", message: `"${child.slice(0, 60)}" must be an https:, http:, tel: or mailto: URL or a path on the site` });
      } else {
        walk(child, at);
      }
    }
  };
  walk(site, "");
  return problems;
}
