import { useEffect, useRef, useState } from "react";
import { animateLater } from "../ui/animate-later.ts";
import { usePrefersReducedMotion } from "../ui/use-reduced-motion.ts";

const DURATION_S = 0.6;

/**
 * A number that counts from its previous value to the new one (spec §2 'Show Me' count), animated by
 * framer-motion (loaded on the first change, so no page loads it before interaction). It starts at the target, so the server's markup and the first browser render agree; shoppers
 * who ask for reduced motion get the new value at once.
 */
export function useAnimatedCount(target: number): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    const start = from.current;
    from.current = target;
    // From nothing (results still on their way) there is no change worth animating.
    if (start === target || start === 0 || reduced) {
      setShown(target);
      return;
    }
    return animateLater((animate) =>
      animate(start, target, { duration: DURATION_S, ease: "easeOut", onUpdate: (value) => setShown(Math.round(value)) }),
    );
  }, [target, reduced]);
  return shown;
}
