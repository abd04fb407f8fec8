import { forwardRef } from "react";

const RADIUS = 96;

/** A point on the wheel's rim `degrees` clockwise from the top. */
function rim(degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(Math.sin(radians) * RADIUS).toFixed(2)} ${(-Math.cos(radians) * RADIUS).toFixed(2)}`;
}

/** The turn that brings segment `index` of `count` under the pointer at the top, after `turns` whole turns. */
export function landingRotation(index: number, count: number, turns: number): number {
  const segment = 360 / count;
  return turns * 360 + (360 - (index + 0.5) * segment);
}

/**
 * The prize wheel: one segment per prize, clockwise from the top, drawn in SVG. Decorative for assistive
 * technology (the prizes are listed as text beside it and the result is announced); `rotation` is where it rests.
 */
export const Wheel = forwardRef<HTMLDivElement, { prizes: string[]; rotation: number }>(function Wheel({ prizes, rotation }, ref) {
  const segment = 360 / prizes.length;
  return (
    <div className="fc-spin__wheel-frame" aria-hidden="true">
      <span className="fc-spin__pointer" />
      <div className="fc-spin__wheel" ref={ref} style={{ transform: `rotate(${rotation}deg)` }}>
        <svg viewBox="-100 -100 200 200" role="presentation" focusable="false">
          {prizes.map((prize, index) => {
            const from = index * segment;
            const path = prizes.length === 1 ? `M 0 ${-RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 0 ${RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 0 ${-RADIUS} Z` : `M 0 0 L ${rim(from)} A ${RADIUS} ${RADIUS} 0 ${segment > 180 ? 1 : 0} 1 ${rim(from + segment)} Z`;
            return (
              <g key={prize} className={`fc-spin__segment fc-spin__segment--${index % 2 === 0 ? "even" : "odd"}`}>
                <path d={path} />
                <text transform={`rotate(${from + segment / 2 - 90}) translate(${RADIUS - 8} 0)`} textAnchor="end" dominantBaseline="middle">
                  {prize.length > 20 ? `${prize.slice(0, 19)}…` : prize}
                </text>
              </g>
            );
          })}
          <circle r="10" className="fc-spin__hub" />
        </svg>
      </div>
    </div>
  );
});
