import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { blogDateLabel } from "../../runtime/kit/rules.ts";
import type { BlogPostProps } from "./props.gen.ts";
import type { BlogPostData } from "./data.ts";
import "./BlogPost.css";

/** The post's HTML was sanitised when the site's content was read; same-site links in it navigate client-side. */
export default function BlogPost({ props, data }: BlockComponentProps<BlogPostProps, BlogPostData | null>) {
  if (!data) return null;
  return (
    <article className="fc-blog-post fc-container">
      <header>
        <h1>{data.title}</h1>
        <p className="fc-blog-post__byline">
          <time dateTime={data.date}>{blogDateLabel(data.date)}</time>
          {data.author && <> · {data.author}</>}
        </p>
      </header>
      {data.image && <img className="fc-blog-post__image" src={data.image} alt={data.image_alt} width={1280} height={720} fetchPriority="high" />}
      <div className="fc-blog-post__body" dangerouslySetInnerHTML={{ __html: data.html }} />
      <p>
        <SiteLink href={props.back_href}>{props.back_label}</SiteLink>
      </p>
    </article>
  );
}
