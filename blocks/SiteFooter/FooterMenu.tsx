import { useId } from "react";
import type { PublicSite } from "../../runtime/kit/ui.ts";

type FooterGroup = PublicSite["navigation"]["footer"][number];

/** The footer's link groups (vehicles by body type, Models, Buyer Tools, Servicing and Parts, the dealer group). */
export function FooterMenu({ groups }: { groups: readonly FooterGroup[] }) {
  const idPrefix = useId();
  if (groups.length === 0) return null;
  return (
    <nav className="fc-site-footer__menu" aria-label="Footer">
      {groups.map((group, index) => (
        <div key={index} className="fc-site-footer__group">
          <h2 id={`${idPrefix}-${index}`} className="fc-site-footer__heading">
            {group.heading}
          </h2>
          <ul aria-labelledby={`${idPrefix}-${index}`}>
            {group.links.map((link, linkIndex) => (
              <li key={linkIndex}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
