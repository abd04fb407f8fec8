import { knownMakes } from "../stock/model-pools.ts";
import { escapeXml, hashText, svgOpen } from "./svg.ts";

const LOGO_COLOURS = ["#0b5cab", "#c8102e", "#1d6b45", "#222a35", "#7a2f8f", "#d35400", "#00758f", "#8a6d1d"];

/** A dealer's wordmark, 180x48: a coloured monogram tile and the dealer's name from its slug. */
export function dealerLogoSvg(slug: string): string {
  const words = slug.split("-");
  const name = words.map(capitalise).join(" ");
  const initials = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase()).join("");
  const colour = LOGO_COLOURS[hashText(slug) % LOGO_COLOURS.length];
  const fit = name.length > 12 ? ` textLength="124" lengthAdjust="spacingAndGlyphs"` : "";
  return [
    svgOpen(180, 48, 180),
    `<title>${escapeXml(name)}</title>`,
    `<rect x="2" y="4" width="40" height="40" rx="8" fill="${colour}"/>`,
    `<text x="22" y="31" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
    `<text x="50" y="31" font-family="sans-serif" font-size="17" font-weight="700" fill="${colour}"${fit}>${escapeXml(name)}</text>`,
    `</svg>`,
  ].join("");
}

/** A brand-grid logo, 76x65: an emblem with the brand's initials above its name. */
export function brandLogoSvg(slug: string): string {
  const name = brandName(slug);
  const initials = name.replace(/[^A-Za-z0-9 -]/g, "").split(/[ -]/).filter(Boolean).slice(0, 2).map((w) => w.charAt(0)).join("").toUpperCase();
  const colour = LOGO_COLOURS[hashText(slug) % LOGO_COLOURS.length];
  const fit = name.length > 9 ? ` textLength="70" lengthAdjust="spacingAndGlyphs"` : "";
  return [
    svgOpen(76, 65, 76),
    `<title>${escapeXml(name)}</title>`,
    `<ellipse cx="38" cy="24" rx="26" ry="19" fill="none" stroke="${colour}" stroke-width="3"/>`,
    `<text x="38" y="30" font-family="sans-serif" font-size="16" font-weight="700" fill="${colour}" text-anchor="middle">${escapeXml(initials)}</text>`,
    `<text x="38" y="59" font-family="sans-serif" font-size="11" fill="#222" text-anchor="middle"${fit}>${escapeXml(name)}</text>`,
    `</svg>`,
  ].join("");
}

/** The brand's own spelling when the generator knows it (MG, BYD, Mercedes-Benz), else the slug title-cased. */
export function brandName(slug: string): string {
  const known = knownMakes().find((make) => make.toLowerCase().replace(/[^a-z0-9]+/g, "-") === slug);
  return known ?? slug.split("-").map(capitalise).join(" ");
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
