import type { MouseEvent } from "react";
import { useSearchSource } from "./search-source.ts";
import { shownCount } from "../rules/stock-count.ts";
import { showMeLabel } from "./facet-labels.ts";
import { searchNoun } from "../rules/vehicle-kind.ts";
import { useSearchSetup } from "./search-setup.ts";
import { useAnimatedCount } from "./use-animated-count.ts";
import { scrollMotion } from "../ui/use-reduced-motion.ts";

/** Spec §2: 'Show Me {count} {vehicle type}' jumps to the results, its count animating as filters change. */
export function ShowMeButton() {
  const { results, indexUiState } = useSearchSource().useInstantSearch();
  const { stockCount, options, resultsId } = useSearchSetup();
  const count = useAnimatedCount(shownCount(results?.nbHits ?? 0, stockCount));
  const noun = searchNoun(indexUiState.refinementList?.item_type, options.vehicle_noun);
  const jump = (event: MouseEvent) => {
    const target = document.getElementById(resultsId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: scrollMotion(), block: "start" });
    target.focus({ preventScroll: true });
  };
  return (
    <a className="fc-button fc-button--primary fc-show-me" href={`#${resultsId}`} onClick={jump}>
      {showMeLabel(count, indexUiState.refinementList?.car_type, noun)}
    </a>
  );
}
