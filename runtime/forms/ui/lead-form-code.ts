import { use, useEffect, useRef, type RefObject } from "react";
import type LeadFormBody from "../rjsf/lead-form-body.tsx";

type LeadFormModule = { default: typeof LeadFormBody };

let ask: () => void = () => {};
const asked = new Promise<void>((resolve) => (ask = resolve));

/**
 * The interactive form's code (rjsf, its validator, posting a lead: most of a form's JavaScript), fetched once
 * the page first asks for it. Until then the server's form stays on screen as it is, not yet hydrated, and posts
 * without JavaScript; if the code cannot be fetched it stays so.
 */
const leadFormCode: Promise<LeadFormModule> = asked.then(() =>
  import("../rjsf/lead-form-body.tsx").catch((error: unknown) => {
    console.warn("Lead form code could not be loaded; the plain form stays in place", error);
    return new Promise<never>(() => {});
  }),
);

/** Asks for the form code (safe to call often). */
export function loadLeadFormCode(): void {
  ask();
}

/** The form code for a render; until it is at hand the form suspends, and React keeps its server HTML. */
export function useLeadFormCode(): LeadFormModule {
  return use(leadFormCode);
}

/**
 * For the memoised component around a form's boundary, which renders again only for an update (new props, or a
 * navigation passed in as one): asks for the code on every render after the first. An update reaching a form not
 * yet hydrated must hydrate it first, and would otherwise wait for good (a transition) or drop the server's form.
 * React hydrating the form's boundary later, when it has time, is no update: the form keeps its server HTML.
 */
export function useLoadOnUpdate(): void {
  const committed = useRef(false);
  useEffect(() => {
    committed.current = true;
  }, []);
  if (committed.current) loadLeadFormCode();
}

/**
 * For a server render: the code at hand, so that React's `use` reads it at once instead of suspending (a
 * suspended form would stream out of place, behind a script, and a page without JavaScript would never show it).
 */
export async function preloadLeadFormCode(): Promise<void> {
  ask();
  const loaded = await leadFormCode;
  Object.assign(leadFormCode, { status: "fulfilled", value: loaded });
}

/**
 * Asks for the code when the form comes near the viewport (inline forms), or on the first focus or touch inside
 * it. Native listeners: React does not hand events inside a boundary still waiting to hydrate to its handlers.
 */
export function useLoadOnDemand(container: RefObject<HTMLElement | null>, whenVisible: boolean): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // A form rendered in the browser (after a client-side navigation) has no server HTML to show meanwhile.
    if (!element.querySelector("form")) loadLeadFormCode();
    element.addEventListener("focusin", loadLeadFormCode);
    element.addEventListener("pointerdown", loadLeadFormCode);
    const observer = whenVisible && typeof IntersectionObserver !== "undefined"
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadLeadFormCode(), { rootMargin: "200px" })
      : null;
    observer?.observe(element);
    if (whenVisible && !observer) loadLeadFormCode();
    return () => {
      element.removeEventListener("focusin", loadLeadFormCode);
      element.removeEventListener("pointerdown", loadLeadFormCode);
      observer?.disconnect();
    };
  }, [container, whenVisible]);
}
