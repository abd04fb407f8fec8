import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "../../runtime/kit/fetch-json.ts";
import type { ViewedCar } from "../../runtime/kit/rules.ts";
import { rememberViewedCar } from "../../runtime/kit/shopper-lists.ts";
import { sendViewContent } from "../../runtime/kit/analytics.ts";

interface ViewRequest {
  slug: string;
  photos_count: number;
  updated_at: string;
  website_id: string;
}

/** Counts this page view once (view.json) and returns the views; a failed fetch keeps the server's figure. */
export function usePageViews(request: ViewRequest, initial: number): number {
  const { slug, photos_count, updated_at, website_id } = request;
  const counted = useQuery({
    queryKey: ["page-views", slug, photos_count, updated_at, website_id],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ photos_count: String(photos_count), updated_at, website_id });
      return fetchJson<{ views?: unknown }>(`/api/cars/${encodeURIComponent(slug)}/view.json?${query}`, { signal });
    },
    // Each ask counts a view, so one per showing of the page: no refetch or retry while it shows, and
    // nothing kept once it is left (the next visit counts again).
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (counted.isError) console.warn("Counting the view failed", counted.error);
  }, [counted.isError, counted.error]);
  return typeof counted.data?.views === "number" ? counted.data.views : initial;
}

/** Keeps the recently viewed record (spec §3) in the browser where the site enables it. */
export function useRememberViewed(record: ViewedCar, enabled: boolean): void {
  const serialised = JSON.stringify(record);
  useEffect(() => {
    if (enabled) rememberViewedCar(JSON.parse(serialised) as ViewedCar);
  }, [serialised, enabled]);
}

/** Spec §7: the vehicle page tells the Meta pixel which car it shows, with its price in AUD. */
export function useViewContentEvent(id: number, name: string, price: number | null): void {
  useEffect(() => sendViewContent({ id, name, price }), [id, name, price]);
}
