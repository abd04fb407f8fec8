import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { formatPrice } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { useScrolledPast } from "./use-scrolled-past.ts";
import type { StickyVehicleHeaderData } from "./loader.ts";
import type { StickyVehicleHeaderProps } from "./props.gen.ts";
import "./StickyVehicleHeader.css";

export default function StickyVehicleHeader({ data }: BlockComponentProps<StickyVehicleHeaderProps, StickyVehicleHeaderData | null>) {
  const threshold = useSite().vehicle_page.sticky_header_threshold;
  const open = useScrolledPast(threshold);
  if (!data) return null;
  return (
    <div className="fc-vdp-sticky" data-open={open} hidden={!open} aria-label={`${data.name} summary`} role="region">
      {data.image && <img src={data.image} alt="" width={96} height={64} loading="lazy" />}
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
        <SiteLink className="fc-button fc-button--primary" href={data.financeHref}>
          Get Finance
        </SiteLink>
        {data.tradeInHref && (
          <SiteLink className="fc-button fc-button--secondary" href={data.tradeInHref}>
            Trade-In Valuation
          </SiteLink>
        )}
      </div>
    </div>
  );
}
