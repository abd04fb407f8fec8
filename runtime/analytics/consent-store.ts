import type { AnalyticsConsent } from "../rules/analytics-tags.ts";

/** Where the shopper's answer to the consent banner is kept in the browser, per site (each site has its own origin). */
export const CONSENT_KEY = "forecourt:analytics-consent";

export function readConsent(): AnalyticsConsent | null {
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY);
    return stored === "granted" || stored === "denied" ? stored : null;
  } catch {
    return null;
  }
}

export function writeConsent(consent: AnalyticsConsent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch (error) {
    // Private browsing or a full quota: the choice holds for this page view only.
    console.warn("Could not store the analytics consent", error);
  }
}
