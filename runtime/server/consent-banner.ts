import type { Site } from "../types/index.ts";
import { escapeHtml } from "../rules/escape-html.ts";
import { tagPlan, type AnalyticsConsent } from "../rules/analytics-tags.ts";
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE, CONSENT_EVENT, CONSENT_KEY } from "../analytics/consent-store.ts";

/**
 * The cookie consent banner as server HTML, after the page, for a site whose tags wait for consent and a shopper
 * whose consent cookie names no choice (`consent`, read by the server): painted with the page rather than after
 * hydration (a late banner was a phone's largest paint). It starts hidden, so without JavaScript, when no tag can
 * load, nothing asks. Its script, run as it is parsed, only shows it: touching localStorage there opened the
 * origin's storage before the first paint. A choice is kept in the cookie (and localStorage, as before), removes
 * the banner and tells the page, hydrated or not. A choice kept only in localStorage (made before the cookie) is
 * looked for once the page has painted, and then does the same, so those shoppers are not asked again.
 */
export function consentBannerHtml(site: Site, nonce: string, consent: AnalyticsConsent | null): string {
  if (tagPlan(site.analytics, consent) !== "ask") return "";
  const cookie = `${CONSENT_COOKIE}=`;
  const attributes = `;Path=/;Max-Age=${CONSENT_COOKIE_MAX_AGE};SameSite=Lax`;
  const script =
    `(function(){var b=document.getElementById("fc-consent"),k=${JSON.stringify(CONSENT_KEY)};` +
    `function chosen(v){document.cookie=${JSON.stringify(cookie)}+v+${JSON.stringify(attributes)}+(location.protocol==="https:"?";Secure":"");` +
    `b.remove();window.__forecourtConsent=v;dispatchEvent(new CustomEvent(${JSON.stringify(CONSENT_EVENT)},{detail:v}))}` +
    `b.hidden=false;` +
    `b.addEventListener("click",function(e){var t=e.target.closest("button[data-consent]");if(!t)return;` +
    `var v=t.getAttribute("data-consent");try{localStorage.setItem(k,v)}catch(e){}chosen(v)});` +
    // After the next frame has painted, and when the page is idle where the browser says so.
    `requestAnimationFrame(function(){(window.requestIdleCallback||setTimeout)(function(){if(!b.isConnected)return;` +
    `var c=null;try{c=localStorage.getItem(k)}catch(e){}if(c==="granted"||c==="denied")chosen(c)})})})()`;
  return (
    `<section class="fc-consent" id="fc-consent" aria-labelledby="fc-consent-heading" hidden>` +
    `<h2 id="fc-consent-heading" class="fc-consent__heading">Cookies on this site</h2>` +
    `<p>${escapeHtml(site.analytics.consent_text)}</p>` +
    `<p class="fc-consent__actions">` +
    `<button type="button" class="fc-button fc-button--primary" data-consent="granted">Accept</button>` +
    `<button type="button" class="fc-button fc-button--secondary" data-consent="denied">Decline</button>` +
    `</p></section><script nonce="${nonce}">${script}</script>`
  );
}
