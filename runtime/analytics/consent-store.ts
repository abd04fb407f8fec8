import type { AnalyticsConsent } from "../rules/analytics-tags.ts";

/** Where the shopper's answer to the consent banner is kept in the browser, per site (each site has its own origin). */
export const CONSENT_KEY = "forecourt:analytics-consent";

/** The event the consent banner's script sends on the window with the shopper's choice. */
export const CONSENT_EVENT = "forecourt:consent";

export function readConsent(): AnalyticsConsent | null {
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY);
    return stored === "granted" || stored === "denied" ? stored : null;
  } catch {
    return null;
  }
}
