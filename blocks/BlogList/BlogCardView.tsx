import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { blogDateLabel } from "../../runtime/kit/rules.ts";
import type { BlogCard } from "../../runtime/types/generated/blog-card.ts";

/** Spec §3 Blog card: picture, date, heading linking to the post, description (already cut by the loader). */
export function BlogCardView({ card }: { card: BlogCard }) {
  return (
    <article className="fc-blog-card">
      {card.image && <img className="fc-blog-card__image" src={card.image} alt="" width={640} height={360} loading="lazy" decoding="async" />}
      <div className="fc-blog-card__body">
        {card.date && <time dateTime={card.date}>{blogDateLabel(card.date)}</time>}
        <h2>
          <SiteLink href={card.href}>{card.heading}</SiteLink>
        </h2>
        {card.description && <p>{card.description}</p>}
      </div>
    </article>
  );
}
