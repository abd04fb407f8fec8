import type { AnalyticsConsent } from "../rules/analytics-tags.ts";

/**
 * Where shoppers' answers to the consent banner were kept before the cookie, per site (each site has its own
 * origin). Still written on a choice, and read once after the first paint when no cookie says it: shoppers who
 * chose before the cookie existed are not asked again.
 */
export const CONSENT_KEY = "forecourt:analytics-consent";

/**
 * The cookie that keeps the shopper's answer, so the server writes the banner only for those who have not
 * answered and no page reads localStorage before its first paint (opening the origin's storage held the paint
 * back). Not HttpOnly: the banner's script sets it.
 */
export const CONSENT_COOKIE = "fc_consent";

/** How long the answer is kept (a year, in seconds). */
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The event the consent banner's script sends on the window with the shopper's choice. */
export const CONSENT_EVENT = "forecourt:consent";

/** The choice a consent cookie's value names, or null for none or anything else (junk is no answer). */
export function consentFromCookie(value: string | undefined): AnalyticsConsent | null {
  return value === "granted" || value === "denied" ? value : null;
}

/** The shopper's stored answer, from the cookie (cheap to read, unlike the storage it replaced). */
export function readConsent(): AnalyticsConsent | null {
  const entry = document.cookie.split(";").find((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
  return consentFromCookie(entry?.trim().slice(CONSENT_COOKIE.length + 1));
}
