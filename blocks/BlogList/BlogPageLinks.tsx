import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { blogListHref } from "../../runtime/kit/rules.ts";
import type { BlogListData } from "./data.ts";

/** Links to every page of the list, and to the previous and next ones; plain links, so they work without JavaScript. */
export function BlogPageLinks({ data, label }: { data: BlogListData; label: string }) {
  const numbers = Array.from({ length: data.pages }, (_, index) => index + 1);
  return (
    <nav className="fc-blog-list__pages" aria-label={label}>
      {data.page > 1 && <SiteLink href={blogListHref(data.path, data.page - 1)}>Previous</SiteLink>}
      {numbers.map((number) =>
        number === data.page ? (
          <span key={number} aria-current="page">
            {number}
          </span>
        ) : (
          <SiteLink key={number} href={blogListHref(data.path, number)} aria-label={`Page ${number}`}>
            {number}
          </SiteLink>
        ),
      )}
      {data.page < data.pages && <SiteLink href={blogListHref(data.path, data.page + 1)}>Next</SiteLink>}
    </nav>
  );
}
