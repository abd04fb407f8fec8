import { useRef } from "react";
import { CircleMarker, MapContainer, TileLayer, Tooltip } from "react-leaflet";
import { escapeHtml } from "../../runtime/kit/rules.ts";
import "leaflet/dist/leaflet.css";

export interface LeafletMapProps {
  name: string;
  position: [number, number];
  tileUrl: string;
  /** Plain text; escaped here because Leaflet writes attributions as HTML. */
  attribution: string;
  zoom: number;
  /** The first tile arrived. */
  onReady(): void;
  /** Tiles failed before any arrived: the provider is unreachable. */
  onFail(): void;
}

/**
 * The interactive map, loaded as its own chunk only by pages that show a location map. The marker is drawn
 * as a vector circle, not Leaflet's default image marker, so it needs no image requests.
 */
export default function LeafletMap({ name, position, tileUrl, attribution, zoom, onReady, onFail }: LeafletMapProps) {
  const loaded = useRef(false);
  return (
    <MapContainer center={position} zoom={zoom} scrollWheelZoom={false} className="fc-location-map__canvas">
      <TileLayer
        url={tileUrl}
        attribution={escapeHtml(attribution)}
        eventHandlers={{
          tileload: () => {
            if (!loaded.current) onReady();
            loaded.current = true;
          },
          tileerror: () => {
            if (!loaded.current) onFail();
          },
        }}
      />
      <CircleMarker center={position} radius={10} className="fc-location-map__pin">
        <Tooltip direction="top" offset={[0, -10]} permanent>
          {name}
        </Tooltip>
      </CircleMarker>
    </MapContainer>
  );
}
