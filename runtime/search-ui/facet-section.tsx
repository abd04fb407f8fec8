import { useEffect, useState, type ReactNode } from "react";

interface Props {
  attribute: string;
  label: string;
  /** Only the heading shows until the shopper opens the filter (search_results.facets[].collapsed). */
  collapsed?: boolean;
  /** A refined filter always opens, so the shopper sees what narrows the results. */
  refined?: boolean;
  className?: string;
  children: ReactNode;
}

/** One filter's frame: a section named by its heading, folded into a disclosure when the site collapses it. */
export function FacetSection({ attribute, label, collapsed = false, refined = false, className = "fc-facet", children }: Props) {
  const headingId = `facet-${attribute}`;
  const [open, setOpen] = useState(refined);
  useEffect(() => {
    if (refined) setOpen(true);
  }, [refined]);
  const heading = (
    <h3 id={headingId} className="fc-facet__heading">
      {label}
    </h3>
  );
  return (
    <section className={className} aria-labelledby={headingId}>
      {collapsed ? (
        <details className="fc-facet__fold" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>{heading}</summary>
          {children}
        </details>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </section>
  );
}
