import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { telHref } from "../../runtime/kit/phone-href.ts";
import { useSiteLinkClicks } from "../../runtime/kit/site-link.tsx";
import type { SiteHeaderProps } from "./props.gen.ts";
import { HeaderNav } from "./HeaderNav.tsx";
import { useHeaderMenus } from "./use-header-menus.ts";
import "./SiteHeader.css";

export default function SiteHeader({ props }: BlockComponentProps<SiteHeaderProps>) {
  const site = useSite();
  const menus = useHeaderMenus();
  // The header's links are plain anchors; this one handler navigates them client-side.
  const followLink = useSiteLinkClicks();
  const { logo } = site;
  return (
    <header className="fc-site-header" ref={menus.rootRef} onKeyDown={menus.onKeyDown} onClick={followLink}>
      <a className="fc-skip-link" href="#main">
        {props.skip_link_label}
      </a>
      <div className="fc-container fc-site-header__bar">
        <a className="fc-site-header__logo" href="/">
          <img src={logo.url} alt={logo.alt || site.name} width={logo.width} height={logo.height} />
        </a>
        <details className="fc-site-header__menu" {...menus.menu.details}>
          <summary className="fc-site-header__toggle" {...menus.menu.summary}>
            {props.menu_label}
          </summary>
          <HeaderNav items={site.navigation.header} brands={site.brands} menus={menus} />
        </details>
        {props.show_phone && site.phone && (
          <a className="fc-site-header__phone" href={telHref(site.phone)}>
            {props.phone_label && <span className="fc-site-header__phone-label">{props.phone_label}</span>}{" "}
            <span className="fc-site-header__phone-number">{site.phone}</span>
          </a>
        )}
      </div>
    </header>
  );
}
