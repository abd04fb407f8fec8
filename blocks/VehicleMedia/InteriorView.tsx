import { useRef } from "react";
import { scrollMotion } from "../../runtime/kit/ui.ts";

/** The interior panorama: a wide image the shopper pans by scrolling, swiping or the buttons. */
export function InteriorView({ src, name }: { src: string; name: string }) {
  const pane = useRef<HTMLDivElement>(null);
  const pan = (direction: -1 | 1) => {
    const el = pane.current;
    el?.scrollBy?.({ left: (direction * el.clientWidth) / 2, behavior: scrollMotion() });
  };
  return (
    <div className="fc-vdp-interior">
      <div className="fc-vdp-interior__pane" ref={pane} tabIndex={0} aria-label={`${name}, interior view. Scroll to look around.`}>
        <img src={src} alt={`${name}, interior`} loading="lazy" />
      </div>
      <div className="fc-vdp-spin__controls">
        <button type="button" onClick={() => pan(-1)} aria-label="Look left">
          ‹
        </button>
        <button type="button" onClick={() => pan(1)} aria-label="Look right">
          ›
        </button>
      </div>
    </div>
  );
}
