import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { VehicleBreadcrumbsData } from "./data.ts";
import type { VehicleBreadcrumbsProps } from "./props.gen.ts";
import "./VehicleBreadcrumbs.css";

export default function VehicleBreadcrumbs({ data }: BlockComponentProps<VehicleBreadcrumbsProps, VehicleBreadcrumbsData | null>) {
  if (!data) return null;
  return (
    <nav className="fc-vdp-breadcrumbs fc-vdp-wide" aria-label="Breadcrumb">
      <ol>
        {data.crumbs.map((crumb) => (
          <li key={`${crumb.label}-${crumb.href}`}>
            {crumb.href ? <SiteLink href={crumb.href}>{crumb.label}</SiteLink> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
