import { useEffect, useState } from "react";
import { useSite } from "../ui/site-context.tsx";
import { tagPlan, type AnalyticsConsent } from "../rules/analytics-tags.ts";
import { installTags } from "../analytics/install-tags.ts";
import { sendPageView } from "../analytics/page-events.ts";
import { CONSENT_EVENT, readConsent } from "../analytics/consent-store.ts";
import "./consent-banner.css";

/**
 * A choice the banner's script took before hydration, or found kept only in localStorage (from before the cookie), is
 * left here too: the event may have been sent before this listened, and the cookie may be blocked.
 */
const choiceThisPage = () => (window as { __forecourtConsent?: AnalyticsConsent }).__forecourtConsent ?? null;

/**
 * The site's analytics tags in the browser: installed once the page has hydrated, when the site sets any and,
 * where the site asks for consent, once the shopper accepts; each page shown is a page view. The banner itself
 * is server HTML with its own script (runtime/server/consent-banner.ts), so it paints with the page; this hears
 * the choice from its event, or reads the one the consent cookie keeps.
 */
export function SiteAnalytics({ path, title }: { path: string | null; title: string }) {
  const { analytics } = useSite();
  // undefined until the stored choice is read after hydration.
  const [consent, setConsent] = useState<AnalyticsConsent | null | undefined>(undefined);
  useEffect(() => {
    setConsent(readConsent() ?? choiceThisPage());
    const chosen = (event: Event) => setConsent((event as CustomEvent<AnalyticsConsent>).detail);
    window.addEventListener(CONSENT_EVENT, chosen);
    return () => window.removeEventListener(CONSENT_EVENT, chosen);
  }, []);
  const plan = consent === undefined ? null : tagPlan(analytics, consent);
  useEffect(() => {
    if (plan === "load") installTags(analytics);
  }, [plan, analytics]);
  useEffect(() => {
    if (path) sendPageView(path, title);
  }, [path, title]);
  return null;
}
