import { useId } from "react";
import { brandHref, brandsByGroup, type Brand } from "../../runtime/kit/brand-groups.ts";

/** The brand mega-menu: the site's brands under their group headings (Cars, Motorcycles, Trucks, Group Brands). */
export function BrandMegaMenu({ brands }: { brands: readonly Brand[] }) {
  const idPrefix = useId();
  return (
    <div className="fc-site-header__panel fc-site-header__mega">
      {brandsByGroup(brands).map((section) => (
        <div key={section.group} className="fc-site-header__mega-group">
          <p id={`${idPrefix}-${section.group}`} className="fc-site-header__mega-heading">
            {section.label}
          </p>
          <ul aria-labelledby={`${idPrefix}-${section.group}`}>
            {section.brands.map((brand) => (
              <li key={brand.slug}>
                <a className="fc-site-header__brand" href={brandHref(brand)}>
                  {brand.logoSrc && <img src={brand.logoSrc} alt="" width={76} height={65} loading="lazy" decoding="async" />}
                  <span>{brand.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
