import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { findBrandPage, modelTileHref } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { BrandOverviewData } from "./data.ts";
import type { BrandOverviewProps } from "./props.gen.ts";
import "./BrandOverview.css";

/** Spec §2 /{brand slug}/overview: the site's brand entry with a way into its stock. */
export default function BrandOverview({ props, data, blockId }: BlockComponentProps<BrandOverviewProps, BrandOverviewData | null>) {
  const brand = findBrandPage(useSite().brands, data?.slug);
  if (!brand) return null;
  const modelsId = `${blockId}-models`;
  return (
    <section className="fc-brand-overview" aria-labelledby={`${blockId}-title`}>
      {brand.imageBannerSrc && (
        <img className="fc-brand-overview__banner" src={brand.imageBannerSrc} alt="" width={1600} height={400} fetchPriority="high" />
      )}
      <div className="fc-container fc-brand-overview__body">
        <div className="fc-brand-overview__title">
          {brand.logoSrc && <img src={brand.logoSrc} alt={`${brand.title} logo`} width={76} height={65} />}
          <h1 id={`${blockId}-title`}>{brand.title}</h1>
        </div>
        {brand.description && <p className="fc-brand-overview__description">{brand.description}</p>}
        <p className="fc-brand-overview__actions">
          <SiteLink className="fc-button fc-button--primary" href={`/search/${brand.slug}`}>
            Browse {brand.title} stock
          </SiteLink>
          <SiteLink className="fc-button fc-button--secondary" href="/brands">
            All brands
          </SiteLink>
        </p>
        {brand.models.length > 0 && (
          <section aria-labelledby={modelsId}>
            <h2 id={modelsId}>
              {brand.title} {props.models_heading}
            </h2>
            <ul className="fc-brand-overview__models">
              {brand.models.map((model) => (
                <li key={model.slug} className="fc-brand-overview__model">
                  {model.image?.url && <img src={model.image.url} alt="" width={300} height={200} loading="lazy" decoding="async" />}
                  <SiteLink href={modelTileHref(brand, model)} className="fc-brand-overview__model-name">
                    {model.name}
                  </SiteLink>
                  <SiteLink href={`/${model.slug}/accessories`}>{model.name} accessories</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </section>
  );
}
