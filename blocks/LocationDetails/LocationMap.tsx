import { useEffect, useState, type ComponentType } from "react";
import type { Location } from "../../runtime/types/index.ts";
import type { PublicSite } from "../../runtime/kit/ui.ts";
import { addressLine, directionsUrl } from "../../runtime/kit/rules.ts";
import type { LeafletMapProps } from "./LeafletMap.tsx";

type MapStatus = "loading" | "ready" | "failed";

/**
 * A map of the location. The server sends a static card (address and a link to the maps site), so the page is
 * complete without JavaScript; in the browser the Leaflet map loads as a separate chunk and covers the card
 * once its tiles arrive. If the chunk or the tiles cannot be loaded, the card stays with a short note.
 */
export function LocationMap({ location, maps }: { location: Location; maps: PublicSite["maps"] }) {
  const { lat, long } = location.address;
  if (!maps.tile_url || lat === undefined || long === undefined) return null;
  return <MapPanel location={location} position={[lat, long]} tiles={{ ...maps, tile_url: maps.tile_url }} />;
}

interface MapPanelProps {
  location: Location;
  position: [number, number];
  tiles: PublicSite["maps"] & { tile_url: string };
}

function MapPanel({ location, position, tiles }: MapPanelProps) {
  const [status, setStatus] = useState<MapStatus>("loading");
  const [LeafletMap, setLeafletMap] = useState<ComponentType<LeafletMapProps> | null>(null);

  useEffect(() => {
    let live = true;
    import("./LeafletMap.tsx").then(
      (module) => live && setLeafletMap(() => module.default),
      () => live && setStatus("failed"),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <figure className="fc-location-map" data-status={status} aria-label={`Map of ${location.name}`}>
      <div className="fc-location-map__card">
        <p className="fc-location-map__pin-icon" aria-hidden="true">
          ●
        </p>
        <p>{addressLine(location.address)}</p>
        <a href={directionsUrl(location.address)} target="_blank" rel="noopener noreferrer">
          Open in Maps
        </a>
        {status === "failed" && <p className="fc-location-map__note">The map could not be loaded.</p>}
      </div>
      {LeafletMap && status !== "failed" && (
        <LeafletMap
          name={location.name}
          position={position}
          tileUrl={tiles.tile_url}
          attribution={tiles.attribution}
          zoom={tiles.zoom}
          onReady={() => setStatus("ready")}
          onFail={() => setStatus("failed")}
        />
      )}
    </figure>
  );
}
