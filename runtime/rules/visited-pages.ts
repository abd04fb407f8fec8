/** The most pages a lead keeps of the visit it came from (the lead schema's bound). */
const MAX_PAGES = 50;
const MAX_PATH = 2000;

/**
 * The pages of a visit a lead may carry (spec §3 lead_attributes.visited_pages): paths on the site itself (one
 * leading slash, not `//host`, no backslash), each bounded, the latest MAX_PAGES. A full address or anything else
 * a hand-made request put there is left out, so the dealer is never shown another site's page as the shopper's.
 */
export function sameSitePaths(pages: unknown): string[] {
  if (!Array.isArray(pages)) return [];
  return pages.filter((page): page is string => typeof page === "string" && page.length <= MAX_PATH && page.startsWith("/") && !page.startsWith("//") && !page.includes("\\")).slice(-MAX_PAGES);
}
