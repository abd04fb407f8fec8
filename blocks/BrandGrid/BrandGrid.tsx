import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { BrandGridProps } from "./props.gen.ts";
import { brandHref, type Brand } from "../../runtime/kit/brand-groups.ts";
import "./BrandGrid.css";

/** Spec §9: brand grid logos are 76x65 px. */
const LOGO_WIDTH = 76;
const LOGO_HEIGHT = 65;

export default function BrandGrid({ props, blockId }: BlockComponentProps<BrandGridProps>) {
  const brands = useSite().brands.filter((brand) => brand.group === props.group);
  if (brands.length === 0) return null;
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-brand-grid" aria-labelledby={props.heading ? headingId : undefined}>
      <div className="fc-container">
        {props.heading && <h2 id={headingId}>{props.heading}</h2>}
        <ul className="fc-brand-grid__list">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <BrandTile brand={brand} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function BrandTile({ brand }: { brand: Brand }) {
  return (
    <SiteLink href={brandHref(brand)} className="fc-brand-grid__tile">
      {brand.logoSrc ? (
        <img src={brand.logoSrc} alt={brand.title} width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="lazy" decoding="async" />
      ) : (
        brand.title
      )}
    </SiteLink>
  );
}
