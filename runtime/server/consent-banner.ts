import type { Site } from "../types/index.ts";
import { escapeHtml } from "../rules/escape-html.ts";
import { tagPlan } from "../rules/analytics-tags.ts";
import { CONSENT_EVENT, CONSENT_KEY } from "../analytics/consent-store.ts";

/**
 * The cookie consent banner as server HTML, after the page, for a site whose tags wait for consent: painted with
 * the page rather than after hydration (a late banner was a phone's largest paint). It starts hidden, so without
 * JavaScript, when no tag can load, nothing asks; its script, run as it is parsed, shows it unless a choice is
 * stored, and on a choice stores it, removes the banner and tells the page, hydrated or not.
 */
export function consentBannerHtml(site: Site, nonce: string): string {
  if (tagPlan(site.analytics, null) !== "ask") return "";
  const script =
    `(function(){var b=document.getElementById("fc-consent"),k=${JSON.stringify(CONSENT_KEY)},c=null;` +
    `try{c=localStorage.getItem(k)}catch(e){}` +
    `if(c==="granted"||c==="denied"){b.remove();return}` +
    `b.hidden=false;` +
    `b.addEventListener("click",function(e){var t=e.target.closest("button[data-consent]");if(!t)return;` +
    `var v=t.getAttribute("data-consent");try{localStorage.setItem(k,v)}catch(e){}b.remove();` +
    `window.__forecourtConsent=v;dispatchEvent(new CustomEvent(${JSON.stringify(CONSENT_EVENT)},{detail:v}))})})()`;
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
