import type { MouseEvent } from "react";
import { PATH_FACETS } from "../rules/search-route.ts";
import { useSearchSetup } from "./search-setup.ts";
import { BodyTileFacet } from "./body-tile-facet.tsx";
import { HiddenFacet, RefinementFacet } from "./refinement-facet.tsx";
import { RangeFacet } from "./range-facet.tsx";
import { useClearAll } from "./use-clear-all.ts";

/** The filters beside the results, in the site's order; path facets the site does not list stay mounted, hidden. */
export function SearchFilters() {
  const { options } = useSearchSetup();
  const listed = new Set(options.facets.map((facet) => facet.attribute));
  const certifiedHidden = options.certified_only ? ["false"] : [];
  return (
    <div className="fc-filters">
      <ClearFilters />
      {options.facets.map((facet) => {
        if (facet.widget === "range") return <RangeFacet key={facet.attribute} facet={facet} />;
        if (facet.widget === "tiles") return <BodyTileFacet key={facet.attribute} facet={facet} />;
        const hidden = facet.attribute === "certified" ? certifiedHidden : [];
        return <RefinementFacet key={facet.attribute} facet={facet} hidden={hidden} />;
      })}
      {Object.values(PATH_FACETS)
        .filter((attribute) => !listed.has(attribute))
        .map((attribute) => (
          <HiddenFacet key={attribute} attribute={attribute} />
        ))}
    </div>
  );
}

/** Clears every filter and the search text: back to the whole listing. */
export function ClearFilters() {
  const { canClear, clear, href } = useClearAll();
  if (!canClear) return null;
  return (
    <a
      className="fc-filters__clear"
      href={href}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        clear();
      }}
    >
      Clear all filters
    </a>
  );
}
