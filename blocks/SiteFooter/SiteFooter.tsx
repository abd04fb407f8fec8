import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { useSiteLinkClicks } from "../../runtime/kit/site-link.tsx";
import { telHref } from "../../runtime/kit/phone-href.ts";
import type { SiteFooterProps } from "./props.gen.ts";
import { FooterMenu } from "./FooterMenu.tsx";
import { licenceLines } from "../../runtime/kit/rules.ts";
import "./SiteFooter.css";

export default function SiteFooter({ props }: BlockComponentProps<SiteFooterProps>) {
  const site = useSite();
  const { address } = site;
  const licences = site.features.show_licence_numbers ? licenceLines(site.locations) : [];
  // The footer's links are plain anchors; this one handler navigates those to the site's pages client-side.
  const followLink = useSiteLinkClicks();
  return (
    <footer className="fc-site-footer" onClick={followLink}>
      <div className="fc-container">
        <FooterMenu groups={site.navigation.footer} />
        <div className="fc-site-footer__dealer">
          <p className="fc-site-footer__name">{site.name}</p>
          <address>
            {address.street}
            <br />
            {`${address.city} ${address.state} ${address.postcode}`}
            {site.phone && (
              <>
                <br />
                <a href={telHref(site.phone)}>{site.phone}</a>
              </>
            )}
          </address>
          {licences.map((line) => (
            <p key={line} className="fc-site-footer__licence">
              {line}
            </p>
          ))}
        </div>
        <div className="fc-site-footer__legal">
          <p>{`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`}</p>
          {props.legal_links.length > 0 && (
            <ul>
              {props.legal_links.map((link, index) => (
                <li key={index}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
