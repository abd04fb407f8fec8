import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PageView } from "../render/page-view.tsx";
import { pageQueryKey } from "../ui/page-data.ts";
import { clientRegistry } from "./block-chunks.ts";
import { fetchPage } from "./fetch-page.ts";
import { useLinkInterception } from "./use-link-interception.ts";
import { recordVisitedPage } from "../forms/visited-pages.ts";
import { applyPageMeta } from "./document-meta.ts";
import { useSite } from "../ui/site-context.tsx";
import { canonicalOrigin } from "../routing/canonical-origin.ts";
import type { PageMeta } from "../types/index.ts";
import { SiteAnalytics } from "./site-analytics.tsx";

/** The current page in the browser: hydrated from the server's payload, then fetched on navigation. */
export function ClientPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname + location.search;
  // The page on screen while the next one loads: gated pages send the visitor back there from sign-in.
  const shownPath = useRef(path);
  const query = useQuery({
    queryKey: pageQueryKey(path),
    queryFn: () => fetchPage(path, shownPath.current),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  useLinkInterception();

  const payload = query.data;
  useEffect(() => {
    if (payload?.redirect) navigate(payload.redirect, { replace: true });
  }, [payload?.redirect, navigate]);

  useEffect(() => {
    // The server could not be reached the client way: let the browser load the page itself.
    if (query.isError) window.location.assign(path);
  }, [query.isError, path]);

  useEffect(() => {
    if (payload && !query.isPlaceholderData && !payload.redirect) shownPath.current = payload.path;
  }, [payload, query.isPlaceholderData]);

  useAfterNavigation(query.isPlaceholderData ? null : payload?.path, payload?.meta, location.hash);
  // Leads carry the pages a shopper saw before enquiring (spec §3 lead_attributes.visited_pages).
  useEffect(() => recordVisitedPage(path), [path]);

  const shown = query.isPlaceholderData ? null : payload;
  return payload && !payload.redirect ? (
    <>
      <PageView payload={payload} registry={clientRegistry} />
      <SiteAnalytics path={shown?.redirect ? null : (shown?.path ?? null)} title={shown?.meta.title ?? ""} />
    </>
  ) : null;
}

/** After a client-side navigation lands: head, scroll position and focus, as a full page load would. */
function useAfterNavigation(path: string | null | undefined, meta: PageMeta | undefined, hash: string): void {
  const first = useRef(true);
  const site = useSite();
  useEffect(() => {
    if (!path) return;
    if (first.current) {
      first.current = false;
      return;
    }
    if (meta) applyPageMeta(document, meta, canonicalOrigin(site, window.location.origin));
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [path, meta, hash, site]);
}
