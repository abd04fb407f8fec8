import { createContext, useContext } from "react";
import type { Site } from "../types/index.ts";

/** The site as the browser sees it: the validated document without pages, routes or server-only settings. */
export type PublicSite = Omit<Site, "pages" | "routes" | "team" | "promotions" | "reviews" | "offers">;

export interface RouteInfo {
  /** The matched route pattern, e.g. `/cars/{slug}`. */
  pattern: string;
  params: Record<string, string>;
  /** Path and query of the current page, e.g. `/search/used-cars?page=2`. */
  path: string;
  pageId: string;
}

export const SiteContext = createContext<PublicSite | null>(null);
export const RouteContext = createContext<RouteInfo | null>(null);

export function useSite(): PublicSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() used outside a Forecourt page");
  return site;
}

export function useRoute(): RouteInfo {
  const route = useContext(RouteContext);
  if (!route) throw new Error("useRoute() used outside a Forecourt page");
  return route;
}
