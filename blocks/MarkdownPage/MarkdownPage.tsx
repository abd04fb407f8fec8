import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { MarkdownPageProps } from "./props.gen.ts";
import type { MarkdownPageData } from "./data.ts";
import "./MarkdownPage.css";

/** The page's HTML was sanitised when the site's content was read; same-site links in it navigate client-side. */
export default function MarkdownPage({ data }: BlockComponentProps<MarkdownPageProps, MarkdownPageData | null>) {
  if (!data) return null;
  return (
    <article className="fc-markdown-page fc-container">
      <h1>{data.title}</h1>
      <div className="fc-markdown-page__body" dangerouslySetInnerHTML={{ __html: data.html }} />
    </article>
  );
}
