import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { countLabel } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { CompareToggle } from "../../runtime/kit/shopper-lists.ts";
import FinanceTeaser from "../FinanceTeaser/FinanceTeaser.tsx";
import LeadForm from "../LeadForm/LeadForm.tsx";
import { FavouriteButton } from "./FavouriteButton.tsx";
import { WatchlistButton } from "../../runtime/kit/watchlist.ts";
import { PdfDownload } from "./PdfDownload.tsx";
import { PhoneReveal } from "./PhoneReveal.tsx";
import { ShareRow } from "./ShareRow.tsx";
import { usePageViews, useRememberViewed, useViewContentEvent } from "./use-page-view.ts";
import type { LeadFormSlot, VehicleSidebarData } from "./data.ts";
import type { VehicleActionId } from "../../runtime/kit/rules.ts";
import type { VehicleSidebarProps } from "./props.gen.ts";
import "./VehicleSidebar.css";

export default function VehicleSidebar({ data, blockId }: BlockComponentProps<VehicleSidebarProps, VehicleSidebarData | null>) {
  if (!data) return null;
  return <Sidebar data={data} blockId={blockId} />;
}

function Sidebar({ data, blockId }: { data: VehicleSidebarData; blockId: string }) {
  const site = useSite();
  const options = site.vehicle_page;
  const { car } = data;
  const views = usePageViews({ slug: car.slug, photos_count: car.photos_count, updated_at: car.updated_at, website_id: site.slug }, data.views);
  useRememberViewed(data.viewed, options.recently_viewed);
  useViewContentEvent(car.id, `${data.title} ${data.subtitle}`.trim(), data.price.kind === "price" ? data.price.amount : null);

  return (
    <aside className="fc-vdp-sidebar" aria-label="Vehicle summary">
      <header>
        {data.certified && <p className="fc-vdp-sidebar__certified">Toyota Certified Pre-Owned</p>}
        <h1 className="fc-vdp-sidebar__title">
          {data.title}
          {data.subtitle && <span className="fc-vdp-sidebar__subtitle">{data.subtitle}</span>}
        </h1>
      </header>
      <div className="fc-vdp-sidebar__price">
        <p className={`fc-vdp-price fc-vdp-price--${data.price.kind}`}>
          {data.price.kind === "subscription" && <span className="fc-vdp-price__lead">Subscribe from </span>}
          <strong>{data.price.text}</strong>
          {data.price.kind === "subscription" && <span> per week</span>}
          {data.price.kind === "price" && data.price_type && <span className="fc-vdp-price__type"> {data.price_type}</span>}
        </p>
        {data.price.wasText && (
          <p className="fc-vdp-price__was">
            Was <s>{data.price.wasText}</s>
          </p>
        )}
      </div>
      {data.location && (
        <p className="fc-vdp-sidebar__location">
          Location: <SiteLink href={data.location.href}>{data.location.name}</SiteLink>
        </p>
      )}
      {options.show_views && <p className="fc-vdp-sidebar__views">{countLabel(views, "view")}</p>}
      {data.finance && <FinanceTeaser props={data.finance.props} data={data.finance.data} blockId={`${blockId}-finance`} />}
      {(data.actions.length > 0 || data.requestPhotos) && (
        <ul className="fc-vdp-actions">
          {data.actions.map((action, index) => (
            <li key={action.id} className={index === 0 ? "fc-vdp-actions__first" : undefined}>
              {dialogOf(data, action.id) ? (
                <LeadForm props={dialogOf(data, action.id)!.props} data={dialogOf(data, action.id)!.data} blockId={`${blockId}-${action.id}`} />
              ) : (
                <SiteLink
                  className={`fc-button ${index === 0 ? "fc-button--primary" : "fc-button--secondary"}`}
                  href={action.href}
                  {...(action.id === "history_report" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {action.label}
                </SiteLink>
              )}
            </li>
          ))}
          {data.requestPhotos && (
            <li>
              <LeadForm props={data.requestPhotos.props} data={data.requestPhotos.data} blockId={`${blockId}-request-photos`} />
            </li>
          )}
        </ul>
      )}
      <PhoneReveal
        phone={data.phone}
        showAtOnce={options.phone_shown_at_once}
        reveal={{ car_id: car.id, dealership_id: car.dealership_id, website_id: site.slug }}
        eventLabel={car.car_type === "new" ? "New Car" : "Used Car"}
      />
      <ShareRow url={data.share.url} title={data.share.title} twitter={options.share_twitter} toast={options.share_toast} />
      <div className="fc-vdp-tools">
        {data.favourite && <FavouriteButton entry={data.favourite} store={site.features.store_favourites} />}
        {data.compare && <CompareToggle entry={data.compare} className="fc-vdp-tool" />}
        {data.watchlist && <WatchlistButton carId={car.id} carName={`${data.title} ${data.subtitle}`.trim()} className="fc-vdp-tool" />}
        <a className="fc-vdp-tool" href={`/print?car_id=${encodeURIComponent(car.slug)}`} target="_blank" rel="noopener">
          Print
        </a>
        <PdfDownload slug={car.slug} />
      </div>
    </aside>
  );
}

/** The form an action opens in a dialog on the page, if it does. */
function dialogOf(data: VehicleSidebarData, id: VehicleActionId): LeadFormSlot | undefined {
  return id === "enquire" || id === "test_drive" ? data.dialogs[id] : undefined;
}
