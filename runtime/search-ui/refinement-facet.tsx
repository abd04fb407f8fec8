import { useState, type MouseEvent } from "react";
import { useSearchSource } from "./search-source.ts";
import { groupDigits } from "../rules/digit-groups.ts";
import { facetValueLabel } from "./facet-labels.ts";
import { FacetSection } from "./facet-section.tsx";
import type { FacetOptions } from "./search-setup.ts";
import { HIDDEN_FACET_LIMIT, listFacetLimit } from "./search-parameters.ts";
import { useSearchRoute } from "./use-search-route.ts";

/** Numbers read better in their own order than by count. */
const NUMERIC_ORDER = new Set(["seats", "year"]);
const TYPE_ORDER = ["new", "used", "demo"];
const DEFAULT_ORDER: ("isRefined" | "count:desc" | "name:asc")[] = ["isRefined", "count:desc", "name:asc"];

interface Props {
  facet: FacetOptions;
  /** Values the site never offers (the certified facet's 'false' on certified-only sites). */
  hidden?: readonly string[];
}

/**
 * A facet as a list of links with counts: each link is the URL of the search with that value toggled, so it
 * works without JavaScript; with JavaScript it refines in place. 'Show all' opens the longer list: the page
 * holds every value, the rest hidden until then, and the link's target shows them without JavaScript. A facet
 * that cannot narrow the results (every value is on every car, e.g. Condition on a used-only site) is left out.
 */
export function RefinementFacet({ facet, hidden = [] }: Props) {
  const { useRefinementList, useInstantSearch } = useSearchSource();
  const { items, refine } = useRefinementList({
    attribute: facet.attribute,
    limit: listFacetLimit(facet),
    sortBy: sortFor(facet.attribute),
  });
  const { results } = useInstantSearch();
  const hrefOfValue = useSearchRoute().toggleHrefs(facet.attribute);
  const [showingAll, setShowingAll] = useState(false);
  const shown = items.filter((item) => !hidden.includes(item.value));
  const refined = shown.some((item) => item.isRefined);
  if (shown.length === 0 || (!refined && shown.every((item) => item.count === results?.nbHits))) return null;
  const listId = `facet-${facet.attribute}-values`;
  const canShowAll = shown.length > facet.limit;
  return (
    <FacetSection attribute={facet.attribute} label={facet.label} collapsed={facet.collapsed} refined={refined}>
      <ul id={listId} className="fc-facet__list">
        {shown.map((item, index) => (
          <li key={item.value} hidden={index >= facet.limit && !showingAll}>
            <a
              href={hrefOfValue(item.value)}
              aria-current={item.isRefined ? "true" : undefined}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                refine(item.value);
              }}
            >
              <span className="fc-facet__label">{facetValueLabel(facet.attribute, item.value)}</span>
              <span>{groupDigits(item.count)}</span>
              {item.isRefined && <span className="fc-visually-hidden"> (selected)</span>}
            </a>
          </li>
        ))}
      </ul>
      {canShowAll && (
        <a
          className="fc-facet__more"
          href={`#${listId}`}
          aria-controls={listId}
          aria-expanded={showingAll}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            setShowingAll(!showingAll);
          }}
        >
          {showingAll ? "Show less" : "Show all"}
        </a>
      )}
    </FacetSection>
  );
}

type Named = { name: string };
const BY_TYPE = (a: Named, b: Named) => TYPE_ORDER.indexOf(a.name) - TYPE_ORDER.indexOf(b.name);
const BY_NUMBER = (a: Named, b: Named) => Number(a.name) - Number(b.name);

// Stable orders: a new function per render would make InstantSearch recreate the widget every render.
function sortFor(attribute: string) {
  if (attribute === "car_type") return BY_TYPE;
  return NUMERIC_ORDER.has(attribute) ? BY_NUMBER : DEFAULT_ORDER;
}

/** Mounts a facet the path can refine but the site does not list, so a path refinement still applies. */
export function HiddenFacet({ attribute }: { attribute: string }) {
  useSearchSource().useRefinementList({ attribute, limit: HIDDEN_FACET_LIMIT });
  return null;
}
