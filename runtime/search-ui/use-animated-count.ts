import { useEffect, useRef, useState } from "react";

const DURATION_MS = 600;

/**
 * A number that counts from its previous value to the new one (spec §2 'Show Me' count). It starts at the
 * target, so the server's markup and the first browser render agree; shoppers who ask for reduced motion
 * get the new value at once.
 */
export function useAnimatedCount(target: number): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    from.current = target;
    // From nothing (results still on their way) there is no change worth animating.
    if (start === target || start === 0) {
      setShown(target);
      return;
    }
    if (typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = requestAnimationFrame(function step(time) {
      const progress = Math.min(1, (time - began) / DURATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      setShown(Math.round(start + (target - start) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
