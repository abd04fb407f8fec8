import type { DehydratedState } from "@tanstack/react-query";
import type { PageMeta, PagePayload, Site } from "../types/index.ts";
import type { PageAssets } from "./asset-manifest.ts";
import { inlineJson, scriptSafeJson } from "../render/page-query.ts";
import { escapeHtml } from "../rules/escape-html.ts";
import { themeCss } from "./theme-css.ts";
import { EARLY_CLICKS_SCRIPT } from "../render/early-clicks.ts";
import { consentBannerHtml } from "./consent-banner.ts";
import type { AnalyticsConsent } from "../rules/analytics-tags.ts";
import { toPublicSite } from "../site/public-site.ts";
import { oncePerSite } from "../site/once-per-site.ts";

/** Everything before the React stream: head with meta, theme, styles, preloads and JSON-LD. */
export function documentHead(options: { site: Site; payload: PagePayload; assets: PageAssets; origin: string; nonce: string }): string {
  const { site, payload, assets, origin } = options;
  const meta = payload.meta;
  const jsonLd = (meta.jsonLd ?? [])
    .map((item) => `<script type="application/ld+json">${inlineJson(item)}</script>`)
    .join("");
  return [
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(origin + meta.canonical)}">`,
    ...(meta.noindex ? [`<meta name="robots" content="noindex">`] : []),
    ...(meta.share ?? []).map((tag) => `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`),
    `<link rel="icon" href="${escapeHtml(site.logo.url)}">`,
    `<script nonce="${options.nonce}">${EARLY_CLICKS_SCRIPT}</script>`,
    `<style>${siteThemeCss(site)}</style>`,
    ...(assets.stylesheet ? [`<link rel="stylesheet" href="${assets.stylesheet}">`] : []),
    // No frame until the page's content is parsed: a frame painted mid-parse shows a half-built header (its
    // menu centred over the items parsed so far, the phone not yet beside it), which moves once the rest arrives.
    `<link rel="expect" href="#main" blocking="render">`,
    ...(assets.entry ? [`<link rel="modulepreload" href="${assets.entry}">`] : []),
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
    imagePreload(meta.imagePreload),
    jsonLd,
    `</head><body><div id="root">`,
  ].join("");
}

/** The page's first image fetched with the stylesheets, before the browser reaches its <img> in the body. */
function imagePreload(image: PageMeta["imagePreload"]): string {
  if (!image) return "";
  const attributes = `href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.imageSrcSet)}" imagesizes="${escapeHtml(image.imageSizes)}" type="${image.type}"`;
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high">`;
}

/**
 * Everything after the React stream: the consent banner where the site asks and the shopper has not answered, the page data for hydration (the
 * site's public part and the page's dehydrated query cache, whose page payload is written from its JSON as the
 * caller made it) and the entry script.
 */
export function documentTail(options: {
  site: Site;
  state: DehydratedState;
  payload: { value: PagePayload; json: string };
  assets: PageAssets;
  nonce: string;
  /** The shopper's answer to the consent banner, from their consent cookie (null: none yet). */
  consent: AnalyticsConsent | null;
}): string {
  const script = options.assets.entry ? `<script type="module" nonce="${options.nonce}" src="${options.assets.entry}"></script>` : "";
  const banner = consentBannerHtml(options.site, options.nonce, options.consent);
  const { value, json } = options.payload;
  const state = JSON.stringify(options.state, (_key, entry: unknown) => (entry === value ? PAYLOAD_SLOT : entry)).replace(JSON.stringify(PAYLOAD_SLOT), () => json);
  const data = `{"site":${publicSiteJson(options.site)},"state":${scriptSafeJson(state)}}`;
  return `</div>${banner}<script id="fc-data" type="application/json">${data}</script>${script}</body></html>`;
}

/**
 * Where the payload's JSON goes in the dehydrated cache's: a string no JSON text of a page holds. The validator
 * needs the payload's JSON first, and writing the payload again here would cost as much as that once more.
 */
const PAYLOAD_SLOT = "\u0000page-payload";

const publicSiteJson = oncePerSite((site) => inlineJson(toPublicSite(site)));
const siteThemeCss = oncePerSite((site) => themeCss(site.theme));
