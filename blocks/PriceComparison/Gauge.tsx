import { useEffect, useState } from "react";
import { gaugeLevel, GAUGE_ANIMATION_MS } from "../../runtime/kit/rules.ts";

/** A half-dial split at fills 0.3 and 0.6 (left is above market, right the best deal); the needle sweeps to `fill` over 2.5 s. */
export function Gauge({ fill }: { fill: number }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(fill));
    return () => cancelAnimationFrame(frame);
  }, [fill]);
  const angle = -90 + Math.min(1, Math.max(0, shown)) * 180;
  return (
    <svg className={`fc-vdp-gauge fc-vdp-gauge--${gaugeLevel(fill)}`} viewBox="0 0 200 110" role="img" aria-label={`Deal rating ${Math.round(fill * 100)} out of 100`}>
      <path className="fc-vdp-gauge__low" d="M 20 100 A 80 80 0 0 1 52.98 35.28" />
      <path className="fc-vdp-gauge__medium" d="M 52.98 35.28 A 80 80 0 0 1 124.72 23.92" />
      <path className="fc-vdp-gauge__high" d="M 124.72 23.92 A 80 80 0 0 1 180 100" />
      <g className="fc-vdp-gauge__needle" style={{ transform: `rotate(${angle}deg)`, transitionDuration: `${GAUGE_ANIMATION_MS}ms` }}>
        <line x1="100" y1="100" x2="100" y2="32" />
        <circle cx="100" cy="100" r="7" />
      </g>
    </svg>
  );
}
