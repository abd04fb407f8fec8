import { readStored, writeStored } from "./browser-storage.ts";
import type { LeadPage } from "./lead-payload.ts";

const VISITED_KEY = "forecourt:visited-pages";
const LINKED_KEY = "forecourt:linked-query-params";
const MAX_PAGES = 20;
const MAX_PARAMS = 30;

/**
 * Records a page of this visit for the lead's lead_attributes (spec §3): the paths seen, and the query
 * parameters of the link the visit arrived by (campaign tags and the like). Call on every page view.
 */
export function recordVisitedPage(pathWithQuery: string): void {
  const pages = readStored<string[]>("session", VISITED_KEY) ?? [];
  if (pages.length === 0) writeStored("session", LINKED_KEY, linkedParams(pathWithQuery));
  if (pages[pages.length - 1] === pathWithQuery) return;
  writeStored("session", VISITED_KEY, [...pages, pathWithQuery.slice(0, 2000)].slice(-MAX_PAGES));
}

export function readLeadAttributes(): { visitedPages: string[]; linkedQueryParams: Record<string, string> } {
  return {
    visitedPages: readStored<string[]>("session", VISITED_KEY) ?? [],
    linkedQueryParams: readStored<Record<string, string>>("session", LINKED_KEY) ?? {},
  };
}

/** The page a lead is sent from, with this visit's lead attributes (browser only). */
export function currentLeadPage(pageId: string): LeadPage {
  const { visitedPages, linkedQueryParams } = readLeadAttributes();
  return { url: window.location.href, pageId, userAgent: navigator.userAgent, visitedPages, linkedQueryParams };
}

function linkedParams(pathWithQuery: string): Record<string, string> {
  const params = new URLSearchParams(pathWithQuery.split("?")[1] ?? "");
  const linked: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.keys(linked).length >= MAX_PARAMS) break;
    linked[key.slice(0, 100)] = value.slice(0, 500);
  }
  return linked;
}
