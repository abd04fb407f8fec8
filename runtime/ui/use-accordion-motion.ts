import type { MouseEvent } from "react";
import { animateLater } from "./animate-later.ts";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

/** Spec §9: accordion animation 300 ms. */
const ACCORDION_SECONDS = 0.3;

/**
 * The click handler of a native <details> accordion's <summary>: framer-motion slides the panel (the element
 * after the summary) open and shut. Without JavaScript, and under prefers-reduced-motion, the details element
 * opens and closes at once by itself.
 */
export function useAccordionMotion(): (event: MouseEvent<HTMLElement>) => void {
  const reduced = usePrefersReducedMotion();
  return (event) => {
    const details = event.currentTarget.parentElement;
    const panel = event.currentTarget.nextElementSibling;
    if (reduced || !(details instanceof HTMLDetailsElement) || !(panel instanceof HTMLElement)) return;
    event.preventDefault();
    const opening = !details.open;
    details.open = true;
    const full = panel.scrollHeight;
    panel.style.overflow = "hidden";
    panel.style.height = `${opening ? 0 : full}px`;
    animateLater((animate) =>
      animate(panel, { height: opening ? [0, full] : [full, 0] }, {
        duration: ACCORDION_SECONDS,
        ease: "easeInOut",
        onComplete: () => {
          details.open = opening;
          panel.style.removeProperty("height");
          panel.style.removeProperty("overflow");
        },
      }),
    );
  };
}
