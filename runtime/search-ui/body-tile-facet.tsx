import { useSearchSource } from "./search-source.ts";
import { BODY_TYPE_COUNT, pickBodyTiles } from "./body-tiles.ts";
import { BodyTileList } from "./body-tile-list.tsx";
import { FacetSection } from "./facet-section.tsx";
import { useSearchSetup, type FacetOptions } from "./search-setup.ts";
import { useSearchRoute } from "./use-search-route.ts";

/** The body-type facet of the results page as tiles with counts. */
export function BodyTileFacet({ facet }: { facet: FacetOptions }) {
  const { options } = useSearchSetup();
  const { items, refine } = useSearchSource().useRefinementList({ attribute: facet.attribute, limit: BODY_TYPE_COUNT });
  const hrefOfValue = useSearchRoute().toggleHrefs(facet.attribute);
  const tiles = pickBodyTiles(items, options.body_tiles);
  if (tiles.length === 0) return null;
  const refined = new Set(items.filter((item) => item.isRefined).map((item) => item.value));
  return (
    <FacetSection attribute={facet.attribute} label={facet.label} collapsed={facet.collapsed} refined={refined.size > 0}>
      <BodyTileList
        tiles={tiles}
        hrefOf={(tile) => hrefOfValue(tile.body)}
        isSelected={(tile) => refined.has(tile.body)}
        onSelect={(tile, event) => {
          event.preventDefault();
          refine(tile.body);
        }}
      />
    </FacetSection>
  );
}
