import { useEffect, useState } from "react";
import { RECENTLY_VIEWED_KEY, rememberViewed, type ViewedCar } from "../../runtime/kit/rules.ts";

interface ViewRequest {
  slug: string;
  photos_count: number;
  updated_at: string;
  website_id: string;
}

/** Counts this page view once (view.json) and returns the views; a failed fetch keeps the server's figure. */
export function usePageViews(request: ViewRequest, initial: number): number {
  const [views, setViews] = useState(initial);
  const { slug, photos_count, updated_at, website_id } = request;
  useEffect(() => {
    const query = new URLSearchParams({ photos_count: String(photos_count), updated_at, website_id });
    let current = true;
    fetch(`/api/cars/${encodeURIComponent(slug)}/view.json?${query}`)
      .then(async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as { views?: unknown };
        if (current && typeof body.views === "number") setViews(body.views);
      })
      .catch((error: unknown) => console.warn("Counting the view failed", error));
    return () => {
      current = false;
    };
  }, [slug, photos_count, updated_at, website_id]);
  return views;
}

/** Keeps the recently viewed record (spec §3) in the browser where the site enables it. */
export function useRecentlyViewed(record: ViewedCar, enabled: boolean): void {
  const serialised = JSON.stringify(record);
  useEffect(() => {
    if (!enabled) return;
    const viewed = JSON.parse(serialised) as ViewedCar;
    try {
      const stored = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]") as unknown;
      const list = Array.isArray(stored) ? (stored as ViewedCar[]) : [];
      window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(rememberViewed(list, viewed)));
    } catch (error) {
      console.warn("Could not store the recently viewed car", error);
    }
  }, [serialised, enabled]);
}
