import { useEffect, useRef } from "react";
import { gaugeLevel, GAUGE_ANIMATION_MS } from "../../runtime/kit/rules.ts";
import { animateLater, onceVisible, usePrefersReducedMotion } from "../../runtime/kit/ui.ts";

const needleAngle = (fill: number) => -90 + Math.min(1, Math.max(0, fill)) * 180;
const rotate = (angle: number) => `rotate(${angle}deg)`;

/**
 * A half-dial split at fills 0.3 and 0.6 (left is above market, right the best deal), its needle at `fill` in the
 * server's HTML; framer-motion sweeps the needle there from the left end once the gauge comes into view, or leaves it
 * there under prefers-reduced-motion.
 */
export function Gauge({ fill }: { fill: number }) {
  const needle = useRef<SVGGElement>(null);
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    const element = needle.current;
    if (!element) return;
    const to = needleAngle(fill);
    if (reduced) {
      element.style.transform = rotate(to);
      return;
    }
    // Drawn at the rating on the server (what a page without JavaScript keeps), the needle sweeps from the left end.
    element.style.transform = rotate(needleAngle(0));
    let stopSweep = () => {};
    const stopWaiting = onceVisible(element, () => {
      stopSweep = animateLater((animate) =>
        animate(needleAngle(0), to, {
          duration: GAUGE_ANIMATION_MS / 1000,
          ease: "easeOut",
          onUpdate: (angle) => (element.style.transform = rotate(angle)),
        }),
      );
    });
    return () => {
      stopWaiting();
      stopSweep();
    };
  }, [fill, reduced]);
  return (
    <svg className={`fc-vdp-gauge fc-vdp-gauge--${gaugeLevel(fill)}`} viewBox="0 0 200 110" role="img" aria-label={`Deal rating ${Math.round(fill * 100)} out of 100`}>
      <path className="fc-vdp-gauge__low" d="M 20 100 A 80 80 0 0 1 52.98 35.28" />
      <path className="fc-vdp-gauge__medium" d="M 52.98 35.28 A 80 80 0 0 1 124.72 23.92" />
      <path className="fc-vdp-gauge__high" d="M 124.72 23.92 A 80 80 0 0 1 180 100" />
      <g ref={needle} className="fc-vdp-gauge__needle" style={{ transform: rotate(needleAngle(fill)) }}>
        <line x1="100" y1="100" x2="100" y2="32" />
        <circle cx="100" cy="100" r="7" />
      </g>
    </svg>
  );
}
