import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";

/** A path on this site ("/finance"), as opposed to another site, a tel:/mailto: link or an in-page anchor. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/** A link from site data: pages of this site navigate client-side, anything else is a plain link. */
export function SiteLink({ href, ...rest }: SiteLinkProps) {
  return isInternalHref(href) ? <Link to={href} {...rest} /> : <a href={href} {...rest} />;
}
