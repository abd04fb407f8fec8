import type { ReactNode } from "react";
import type { Site } from "../../runtime/types/index.ts";
import { FEATURES_INITIAL_LIMIT, reserveTerms, SPEC_LINES_INITIAL } from "../../runtime/kit/rules.ts";
import { DealerComments } from "./DealerComments.tsx";
import { ExpandableList } from "./ExpandableList.tsx";
import { SpecRows, SpecTable } from "./SpecTable.tsx";
import type { VehicleInfoData } from "./data.ts";
import type { VehicleInfoProps } from "./props.gen.ts";

type Options = Site["vehicle_page"];
export type SectionId = Options["info_sections"][number];

export interface InfoSection {
  id: SectionId;
  title: string;
  body: ReactNode;
}

const TITLES: Record<Exclude<SectionId, "car_summary">, string> = {
  dealer_comments: "Dealer Comments",
  whats_included: "What's Included",
  why_buy: "Why Buy From Us?",
  reserve_online: "Reserve Online",
  protect_your_car: "Protect Your Car",
  features: "Features",
  key_information: "Key Information",
  specifications: "All Specifications",
};

function bullets(lines: readonly string[]) {
  return (
    <ul className="fc-vdp-info__bullets">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The body of one section, or null when it has nothing to say for this car on this site. */
function sectionBody(id: SectionId, data: VehicleInfoData, props: VehicleInfoProps, options: Options): ReactNode | null {
  switch (id) {
    case "dealer_comments":
      return <DealerComments comments={data.comments} />;
    case "whats_included":
      return props.whats_included.length ? bullets(props.whats_included) : null;
    case "why_buy": {
      const lines = options.warranty_years ? [...props.why_buy, `${options.warranty_years}-year warranty`] : props.why_buy;
      return lines.length ? bullets(lines) : null;
    }
    case "reserve_online":
      if (!data.reserveHref) return null;
      return (
        <>
          {bullets(reserveTerms({ vehicle: data.noun.one.toLowerCase(), used: data.used, deposit: options.reserve_deposit, holdHours: options.reserve_hold_hours, returnTerms: options.return_terms }))}
          <a className="fc-button fc-button--primary" href={data.reserveHref}>
            {options.checkout_path === "buy-online" ? "Buy Online" : "Reserve Online"}
          </a>
        </>
      );
    case "protect_your_car":
      return props.protect_your_car.trim() ? <p className="fc-vdp-info__text">{props.protect_your_car}</p> : null;
    case "features":
      if (!data.features.length) return null;
      return (
        <ExpandableList
          as="ul"
          items={data.features}
          initial={FEATURES_INITIAL_LIMIT}
          keyOf={(feature) => feature}
          render={(feature) => feature}
          showLabel={`Show All Features (${data.features.length})`}
          hideLabel="Hide Features"
        />
      );
    case "key_information":
      return data.keyInformation.length ? <SpecTable lines={data.keyInformation} /> : null;
    case "car_summary":
      return data.summary.length ? <SpecTable lines={data.summary} /> : null;
    case "specifications":
      if (!data.specifications.length) return null;
      return (
        <ExpandableList
          as="dl"
          items={data.specifications}
          initial={SPEC_LINES_INITIAL}
          keyOf={(line) => line.label}
          render={(line) => <SpecRows line={line} />}
          showLabel="Show All Specifications"
          hideLabel="Show Fewer Specifications"
        />
      );
  }
}

/** The site's sections in its order, without those that have nothing to say. */
export function infoSections(data: VehicleInfoData, props: VehicleInfoProps, options: Options): InfoSection[] {
  return options.info_sections.flatMap((id) => {
    const body = sectionBody(id, data, props, options);
    const title = id === "car_summary" ? `${data.noun.one} Summary` : TITLES[id];
    return body === null ? [] : [{ id, title, body }];
  });
}
