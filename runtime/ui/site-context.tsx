import { createContext, useContext } from "react";
import type { PagePayload, Site } from "../types/index.ts";

/** The site as the browser sees it: the validated document without pages, routes or server-only settings. */
export type PublicSite = Omit<Site, "pages" | "routes" | "team" | "promotions" | "reviews" | "offers">;

export type RouteInfo = Pick<PagePayload, "pattern" | "params" | "path" | "pageId">;

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
