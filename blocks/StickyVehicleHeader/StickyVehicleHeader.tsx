import { useEffect, useRef, useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { animateLater, CarPhoto, usePrefersReducedMotion, useSite } from "../../runtime/kit/ui.ts";
import { formatPrice } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { useScrolledPast } from "./use-scrolled-past.ts";
import type { StickyVehicleHeaderData } from "./data.ts";
import type { StickyVehicleHeaderProps } from "./props.gen.ts";
import "./StickyVehicleHeader.css";

export default function StickyVehicleHeader({ data }: BlockComponentProps<StickyVehicleHeaderProps, StickyVehicleHeaderData | null>) {
  const threshold = useSite().vehicle_page.sticky_header_threshold;
  const open = useScrolledPast(threshold);
  const shown = useSlideInAndOut(open);
  if (!data) return null;
  return (
    <div ref={shown.ref} className="fc-vdp-sticky" data-open={open} hidden={!shown.visible} aria-label={`${data.name} summary`} role="region">
      {data.image && <CarPhoto image={data.image} place="sticky" alt="" loading="lazy" />}
      <div className="fc-vdp-sticky__name">
        <strong>{data.name}</strong>
        {data.details && <span>{data.details}</span>}
      </div>
      <div className="fc-vdp-sticky__price">
        <strong>{data.price.text}</strong>
        {data.finance && (
          <span>
            Est. {formatPrice(data.finance.payment)} per {data.finance.per}
          </span>
        )}
      </div>
      <div className="fc-vdp-sticky__actions">
        {data.financeHref && (
          <SiteLink className="fc-button fc-button--primary" href={data.financeHref}>
            Get Finance
          </SiteLink>
        )}
        {data.tradeInHref && (
          <SiteLink className="fc-button fc-button--secondary" href={data.tradeInHref}>
            Trade-In Valuation
          </SiteLink>
        )}
      </div>
    </div>
  );
}

/**
 * The sticky bar slides down into view as it opens and back up as it closes (framer-motion, loaded the first
 * time it opens), and is hidden once out of view. Under prefers-reduced-motion it shows and hides at once.
 */
function useSlideInAndOut(open: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  const [visible, setVisible] = useState(open);
  const wasOpen = useRef(open);
  useEffect(() => {
    const element = ref.current;
    const changed = wasOpen.current !== open;
    wasOpen.current = open;
    if (!changed) return;
    if (!element || reduced) {
      setVisible(open);
      return;
    }
    if (open) setVisible(true);
    return animateLater((animate) =>
      animate(element, { y: open ? ["-100%", "0%"] : "-100%" }, { duration: 0.2, ease: "easeOut", onComplete: () => setVisible(open) }),
    );
  }, [open, reduced]);
  return { ref, visible };
}
