import type { animate } from "framer-motion";

type Animate = typeof animate;

/**
 * Starts a framer-motion animation once framer-motion has loaded. It is a chunk of its own, fetched the first
 * time a block animates (after a fetch, a scroll or a click), so it is no part of a page's JavaScript before
 * interaction. Returns what stops the animation, whether or not it has started.
 */
export function animateLater(start: (animate: Animate) => { stop(): void }): () => void {
  let stopped = false;
  let controls: { stop(): void } | undefined;
  void import("framer-motion").then((motion) => {
    if (!stopped) controls = start(motion.animate);
  });
  return () => {
    stopped = true;
    controls?.stop();
  };
}
