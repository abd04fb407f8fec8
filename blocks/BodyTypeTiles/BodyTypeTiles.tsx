import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { type BlockSearchData, BodyTileList, pickBodyTiles, scopedSearchUrl } from "../../runtime/kit/search.ts";
import "../../runtime/kit/search-ui.css";
import type { BodyTypeTilesProps } from "./props.gen.ts";

export default function BodyTypeTiles({ props, data, blockId }: BlockComponentProps<BodyTypeTilesProps, BlockSearchData>) {
  const site = useSite();
  const counts = Object.entries(data.results[0]?.facets?.body ?? {}).map(([value, count]) => ({ value, count }));
  const tiles = pickBodyTiles(counts, site.search_results.body_tiles);
  if (tiles.length === 0) return null;
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-search-block fc-container" aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading && <h2 id={headingId}>{props.heading}</h2>}
      <BodyTileList tiles={tiles} hrefOf={(tile) => scopedSearchUrl(site, props.car_type, { refinements: { body: [tile.body] } })} />
    </section>
  );
}
