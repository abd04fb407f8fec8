import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { createPath, Link, parsePath, useLocation, useNavigate } from "react-router";

/** A path on this site ("/finance"), as opposed to another site, a tel:/mailto: link or an in-page anchor. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/** A link from site data: pages of this site navigate client-side, anything else is a plain link. */
export function SiteLink({ href, ...rest }: SiteLinkProps) {
  return isInternalHref(href) ? <Link to={href} {...rest} /> : <a href={href} {...rest} />;
}

/**
 * What react-router's <Link> does on a click, for every link inside an element at once (a header's or footer's
 * menus, written as plain <a href>): a plain left click on a page of this site navigates client-side, replacing
 * the history entry when it is the page shown; other sites, modified clicks, other targets and downloads are
 * left to the browser. One handler for a menu's dozens of links, where a <Link> each runs the router's hooks.
 */
export function useSiteLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link || !event.currentTarget.contains(link)) return;
    const href = link.getAttribute("href")!;
    const target = link.getAttribute("target");
    if (!isInternalHref(href) || (target && target !== "_self") || link.hasAttribute("download")) return;
    event.preventDefault();
    navigate(href, { replace: createPath(location) === createPath(parsePath(href)) });
  };
}

/** Whether a link is to the page shown, as react-router's <NavLink end> tells: its path, letter case aside. */
export function isCurrentPage(href: string, pathname: string): boolean {
  return isInternalHref(href) && (parsePath(href).pathname ?? "").toLowerCase() === pathname.toLowerCase();
}

