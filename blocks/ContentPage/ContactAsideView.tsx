import { useSite } from "../../runtime/kit/ui.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { telHref } from "../../runtime/kit/phone-href.ts";
import type { ContactAside } from "./props.gen.ts";

export function ContactAsideView({ aside, headingId }: { aside: ContactAside; headingId: string }) {
  const { phone } = useSite();
  return (
    <aside className="fc-content-page__aside" aria-labelledby={headingId}>
      <h2 id={headingId}>{aside.heading}</h2>
      {aside.text && <p>{aside.text}</p>}
      <SiteLink href={aside.link_href} className="fc-button fc-button--primary">
        {aside.link_label}
      </SiteLink>
      {aside.show_phone && phone && (
        <p className="fc-content-page__phone">
          Or call <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
    </aside>
  );
}
