import { useSearchSource } from "./search-source.ts";
import { SORT_OPTIONS, sortIndexName, sortNameOfIndex } from "./sort-options.ts";
import { useSearchSetup } from "./search-setup.ts";
import { useFormTarget } from "./use-form-target.ts";

/** The sort select: switches replicas with JavaScript, submits `sortBy` as a plain GET form without it. */
export function SortSelect({ id }: { id: string }) {
  const { indexName, options } = useSearchSetup();
  const { useSortBy } = useSearchSource();
  const items = options.sort_options.map((name) => ({
    value: sortIndexName(indexName, name),
    label: SORT_OPTIONS.find((option) => option.name === name)!.label,
  }));
  const { currentRefinement, refine } = useSortBy({ items });
  const target = useFormTarget((route) => ({ ...route, sortBy: null, page: 1 }));
  const current = sortNameOfIndex(indexName, currentRefinement) ?? options.sort_options[0];
  return (
    <form className="fc-sort" method="get" action={target.action}>
      {target.hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>Sort by</label>
      <select id={id} name="sortBy" value={current} onChange={(event) => refine(sortIndexName(indexName, event.target.value as typeof current))}>
        {options.sort_options.map((name, index) => (
          <option key={name} value={name}>
            {items[index]!.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="fc-button fc-button--secondary">
          Sort
        </button>
      </noscript>
    </form>
  );
}
