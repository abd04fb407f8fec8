import { useId, useState, type KeyboardEvent } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { Gallery } from "./Gallery.tsx";
import { InteriorView } from "./InteriorView.tsx";
import { SpinViewer } from "./SpinViewer.tsx";
import { VideoPlayer } from "./VideoPlayer.tsx";
import { availableViews, initialView, type View } from "./media-views.ts";
import type { VehicleMediaData } from "./data.ts";
import type { VehicleMediaProps } from "./props.gen.ts";
import "./VehicleMedia.css";

const LABELS: Record<View, string> = { spinner: "Spin", walkaround: "Walkaround", gallery: "Gallery", interior: "Interior" };

export default function VehicleMedia({ data }: BlockComponentProps<VehicleMediaProps, VehicleMediaData | null>) {
  if (!data) return null;
  return <Media data={data} />;
}

function Media({ data }: { data: VehicleMediaData }) {
  const options = useSite().vehicle_page;
  const views = availableViews(data);
  const [view, setView] = useState<View>(initialView(views, options.default_viewer));
  const id = useId();

  if (views.length === 0) {
    return (
      <section className="fc-vdp-media" aria-label="Vehicle media">
        <p className="fc-vdp-media__empty">Photos coming soon.</p>
      </section>
    );
  }

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = views[(views.indexOf(view) + (event.key === "ArrowRight" ? 1 : views.length - 1)) % views.length]!;
    setView(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <section className="fc-vdp-media" aria-label="Vehicle media">
      <div className="fc-vdp-media__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${view}`}>
        {view === "spinner" && data.spin && (
          <SpinViewer frames={data.spin.frames} hotspots={data.spin.hotspots} name={data.name} autoRotate={options.spin_auto_rotate} intervalMs={options.spin_interval_ms} />
        )}
        {view === "walkaround" && data.walkaround.map((video) => <VideoPlayer key={video.src} video={video} title={`${data.name} walkaround`} />)}
        {view === "gallery" && <Gallery slides={data.slides} name={data.name} />}
        {view === "interior" && data.interior && <InteriorView src={data.interior} name={data.name} />}
      </div>
      {views.length > 1 && (
        <div className="fc-vdp-media__tabs" role="tablist" aria-label="Views" onKeyDown={onTabKey}>
          {views.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              id={`${id}-tab-${option}`}
              aria-selected={option === view}
              aria-controls={`${id}-panel`}
              tabIndex={option === view ? 0 : -1}
              onClick={() => setView(option)}
            >
              {LABELS[option]}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
