import type { Site } from "../types/index.ts";
import { escapeHtml } from "../rules/escape-html.ts";

/** The page for a host that maps to no site: a plain list of the sites this platform serves. */
export function platformIndexHtml(sites: readonly Site[], port: string): string {
  const suffix = port ? `:${port}` : "";
  const items = sites
    .map((site) => {
      const local = `http://${site.slug}.localhost${suffix}/`;
      const domains = site.domains.map((domain) => escapeHtml(domain)).join(", ");
      return `<li><a href="${escapeHtml(local)}">${escapeHtml(site.name)}</a> <small>${domains}</small></li>`;
    })
    .join("");
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Forecourt</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}small{color:#555}</style></head><body><h1>Forecourt</h1><p>This address is not one of the dealer sites served here. Sites on this platform:</p><ul>${items}</ul></body></html>`;
}
