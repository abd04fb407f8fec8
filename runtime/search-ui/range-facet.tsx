import type { FacetOptions } from "./search-setup.ts";
import { RangeSliderView } from "./range-slider-view.tsx";
import { useRangeSlider } from "./use-range-slider.ts";

/** A results-page range facet. */
export function RangeFacet({ facet }: { facet: FacetOptions }) {
  const slider = useRangeSlider(facet.attribute);
  return <RangeSliderView label={facet.label} slider={slider} collapsed={facet.collapsed} />;
}
