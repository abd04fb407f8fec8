import type { FacetOptions } from "./search-setup.ts";
import { RangeSliderView } from "./range-slider-view.tsx";
import { useRangeSlider } from "./use-range-slider.ts";
import { useFormTarget } from "./use-form-target.ts";

/** A results-page range facet; its min and max boxes are a GET form without JavaScript. */
export function RangeFacet({ facet }: { facet: FacetOptions }) {
  const slider = useRangeSlider(facet.attribute);
  const form = useFormTarget((route) => {
    const { [facet.attribute]: _own, ...ranges } = route.ranges;
    return { ...route, ranges, page: 1 };
  });
  return <RangeSliderView label={facet.label} slider={slider} collapsed={facet.collapsed} form={form} />;
}
