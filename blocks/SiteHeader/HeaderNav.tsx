import { useLocation } from "react-router";
import type { PublicSite } from "../../runtime/kit/ui.ts";
import { isCurrentPage } from "../../runtime/kit/site-link.tsx";
import type { Brand } from "../../runtime/kit/brand-groups.ts";
import { BrandMegaMenu } from "./BrandMegaMenu.tsx";
import type { HeaderMenus } from "./use-header-menus.ts";

type NavItem = PublicSite["navigation"]["header"][number];

interface HeaderNavProps {
  items: readonly NavItem[];
  brands: readonly Brand[];
  menus: HeaderMenus;
}

/** The main menu: plain links, dropdowns of child links, and the brand mega-menu. */
export function HeaderNav({ items, brands, menus }: HeaderNavProps) {
  const { pathname } = useLocation();
  return (
    <nav className="fc-site-header__nav" aria-label="Main">
      <ul className="fc-site-header__items">
        {items.map((item, index) => {
          // The menu is two levels deep: child items are links.
          const children = (item.children ?? []).flatMap((child) => (child.href ? [{ label: child.label, href: child.href }] : []));
          const dropdown = menus.dropdown(`dropdown-${index}`);
          if (item.mega_menu === "brands") {
            return (
              brands.length > 0 && (
                <li key={index} className="fc-site-header__item fc-site-header__item--mega">
                  <details className="fc-site-header__dropdown" {...dropdown.details}>
                    <summary {...dropdown.summary}>{item.label}</summary>
                    <BrandMegaMenu brands={brands} />
                  </details>
                </li>
              )
            );
          }
          if (children.length > 0) {
            // A parent that is also a page keeps its link as the first entry of its dropdown.
            const links = item.href ? [{ label: item.label, href: item.href }, ...children] : children;
            return (
              <li key={index} className="fc-site-header__item">
                <details className="fc-site-header__dropdown" {...dropdown.details}>
                  <summary {...dropdown.summary}>{item.label}</summary>
                  <ul className="fc-site-header__panel">
                    {links.map((link, linkIndex) => (
                      <li key={linkIndex}>
                        <MenuLink href={link.href} pathname={pathname}>
                          {link.label}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          }
          return (
            item.href && (
              <li key={index} className="fc-site-header__item">
                <MenuLink href={item.href} pathname={pathname}>
                  {item.label}
                </MenuLink>
              </li>
            )
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A menu link: plain markup, navigated client-side by the header's click handler. The link to the page shown is
 * marked as react-router's NavLink marks it (aria-current="page" and the class "active").
 */
function MenuLink({ href, pathname, children }: { href: string; pathname: string; children: string }) {
  const current = isCurrentPage(href, pathname);
  return (
    <a aria-current={current ? "page" : undefined} className={current ? "fc-site-header__link active" : "fc-site-header__link"} href={href}>
      {children}
    </a>
  );
}
