import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { BlogListProps } from "./props.gen.ts";
import type { BlogListData } from "./data.ts";
import { BlogCardView } from "./BlogCardView.tsx";
import { BlogPageLinks } from "./BlogPageLinks.tsx";
import "./BlogList.css";

export default function BlogList({ props, data, blockId }: BlockComponentProps<BlogListProps, BlogListData | null>) {
  if (!data) return null;
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-blog-list fc-container" aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading && <h1 id={headingId}>{props.heading}</h1>}
      {props.intro && <p className="fc-blog-list__intro">{props.intro}</p>}
      {data.cards.length === 0 ? (
        <p>{props.empty_text}</p>
      ) : (
        <ul className="fc-blog-list__cards">
          {data.cards.map((card) => (
            <li key={card.href}>
              <BlogCardView card={card} />
            </li>
          ))}
        </ul>
      )}
      {data.pages > 1 && <BlogPageLinks data={data} label={`${props.heading || "Blog"} pages`} />}
      {props.category !== null && (
        <p>
          <SiteLink href="/blog">All posts</SiteLink>
        </p>
      )}
    </section>
  );
}
