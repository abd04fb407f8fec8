import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { HeroProps } from "./props.gen.ts";
import "./Hero.css";

export default function Hero({ props }: BlockComponentProps<HeroProps>) {
  const { image } = props;
  return (
    <section className={`fc-hero fc-hero--${props.background}${image ? " fc-hero--with-image" : ""}`}>
      {image && (
        // The hero is the largest thing above the fold: fetch it first so it paints early.
        <img
          className="fc-hero__image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className="fc-container fc-hero__content">
        {props.heading && <h1 className="fc-hero__heading">{props.heading}</h1>}
        {props.subheading && <p className="fc-hero__subheading">{props.subheading}</p>}
        {props.ctas.length > 0 && (
          <div className="fc-hero__actions">
            {props.ctas.map((cta, index) => (
              <SiteLink key={index} href={cta.href} className={`fc-button fc-button--${cta.style}`}>
                {cta.label}
              </SiteLink>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
