import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useSite } from "../ui/site-context.tsx";
import { tagPlan, type AnalyticsConsent } from "../rules/analytics-tags.ts";
import { installTags } from "../analytics/install-tags.ts";
import { sendPageView } from "../analytics/page-events.ts";
import { readConsent, writeConsent } from "../analytics/consent-store.ts";
import { ConsentBanner } from "./consent-banner.tsx";

/**
 * The site's analytics tags in the browser: installed once the page has hydrated, when the site sets any and,
 * where the site asks for consent, once the shopper accepts; each page shown is a page view. The banner is
 * browser-only (the choice lives in localStorage), so it is a portal after hydration, never server HTML.
 */
export function SiteAnalytics({ path, title }: { path: string | null; title: string }) {
  const { analytics } = useSite();
  // undefined until the stored choice is read after hydration.
  const [consent, setConsent] = useState<AnalyticsConsent | null | undefined>(undefined);
  useEffect(() => setConsent(readConsent()), []);
  const plan = consent === undefined ? null : tagPlan(analytics, consent);
  useEffect(() => {
    if (plan === "load") installTags(analytics);
  }, [plan, analytics]);
  useEffect(() => {
    if (path) sendPageView(path, title);
  }, [path, title]);
  if (plan !== "ask") return null;
  const choose = (choice: AnalyticsConsent) => {
    writeConsent(choice);
    setConsent(choice);
  };
  return createPortal(<ConsentBanner text={analytics.consent_text} onChoose={choose} />, document.body);
}
