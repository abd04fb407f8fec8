import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { ContentSection } from "./props.gen.ts";

export function ContentSectionView({ section, headingId }: { section: ContentSection; headingId: string }) {
  const { image } = section;
  return (
    <section className="fc-content-page__section" aria-labelledby={section.heading ? headingId : undefined}>
      {section.heading && <h2 id={headingId}>{section.heading}</h2>}
      {image && (
        <img
          className="fc-content-page__image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      )}
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {section.links.length > 0 && (
        <ul className="fc-content-page__links">
          {section.links.map((link, index) => (
            <li key={index}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
