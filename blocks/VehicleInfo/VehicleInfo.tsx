import { useId, useState, type KeyboardEvent } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useAccordionMotion, useSite } from "../../runtime/kit/ui.ts";
import { infoSections, type InfoSection } from "./info-sections.tsx";
import type { VehicleInfoData } from "./data.ts";
import type { VehicleInfoProps } from "./props.gen.ts";
import "./VehicleInfo.css";

// Without JavaScript the tabs and show-more buttons cannot work: every section shows, under its own title.
// (The base stylesheet hides [hidden] with !important, so the panels need !important to show.)
const NO_SCRIPT_TABS = ".fc-vdp-info__tabs,.fc-vdp-info__more{display:none}.fc-vdp-info__panel[hidden]{display:block!important}";

export default function VehicleInfo({ props, data }: BlockComponentProps<VehicleInfoProps, VehicleInfoData | null>) {
  const options = useSite().vehicle_page;
  if (!data) return null;
  const sections = infoSections(data, props, options);
  if (!sections.length) return null;
  return (
    <section className="fc-vdp-info" aria-label="Vehicle information">
      {options.info_layout === "tabs" ? <InfoTabs sections={sections} /> : <InfoAccordions sections={sections} />}
    </section>
  );
}

function InfoTabs({ sections }: { sections: InfoSection[] }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: sections.length - 1, Home: -active, End: sections.length - 1 - active };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (active + moves[event.key]!) % sections.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <>
      <noscript>
        <style>{NO_SCRIPT_TABS}</style>
      </noscript>
      <div className="fc-vdp-info__tabs" role="tablist" aria-label="Vehicle information" onKeyDown={onKeyDown}>
        {sections.map((section, index) => (
          <button
            key={section.id}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {section.title}
          </button>
        ))}
      </div>
      {sections.map((section, index) => (
        <div
          key={section.id}
          className="fc-vdp-info__panel"
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          tabIndex={0}
        >
          <noscript>
            <h3 className="fc-vdp-info__noscript-title">{section.title}</h3>
          </noscript>
          {section.body}
        </div>
      ))}
    </>
  );
}

/** Native details/summary: opens and closes without JavaScript, and slides once hydrated. */
function InfoAccordions({ sections }: { sections: InfoSection[] }) {
  const slide = useAccordionMotion();
  return (
    <div className="fc-vdp-info__accordions">
      {sections.map((section, index) => (
        <details key={section.id} className="fc-vdp-info__accordion" open={index === 0}>
          <summary onClick={slide}>{section.title}</summary>
          <div className="fc-vdp-info__panel">{section.body}</div>
        </details>
      ))}
    </div>
  );
}
