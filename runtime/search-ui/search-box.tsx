import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchSource } from "./search-source.ts";
import { useDebouncedCallback } from "./use-debounced-callback.ts";
import { useFormTarget } from "./use-form-target.ts";

/** Spec §2 and §9: typing updates the search's query after 300 ms (and goes back to page 1). */
export const SEARCH_INPUT_DEBOUNCE_MS = 300;

/** The results page's search box: a plain GET form without JavaScript, a debounced live search with it. */
/** Long enough for a click on a recent search to land before the list closes. */
const CLOSE_DELAY_MS = 200;

export function SearchBox({ id, onFocus, onBlur }: { id: string; onFocus?: () => void; onBlur?: () => void }) {
  const { query, refine } = useSearchSource().useSearchBox();
  const [value, setValue] = useState(query);
  const focused = useRef(false);
  const refineLater = useDebouncedCallback((next: string) => refine(next), SEARCH_INPUT_DEBOUNCE_MS);
  const target = useFormTarget((route) => ({ ...route, query: "", page: 1 }));

  // Back/forward and Clear Filters change the query from outside: show it unless the shopper is typing.
  useEffect(() => {
    if (!focused.current) setValue(query);
  }, [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refineLater.cancel();
    refine(value.trim());
  };

  return (
    <form className="fc-search-box" role="search" method="get" action={target.action} onSubmit={submit}>
      {target.hidden.map(([name, hidden], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={hidden} />
      ))}
      <label className="fc-visually-hidden" htmlFor={id}>
        Search vehicles
      </label>
      <input
        id={id}
        type="search"
        name="query"
        value={value}
        placeholder="Search by make, model or keyword"
        autoComplete="off"
        onChange={(event) => {
          setValue(event.target.value);
          refineLater(event.target.value.trim());
        }}
        onFocus={() => {
          focused.current = true;
          onFocus?.();
        }}
        onBlur={() => {
          focused.current = false;
          if (onBlur) setTimeout(onBlur, CLOSE_DELAY_MS);
        }}
      />
      <button type="submit" className="fc-button fc-button--primary">
        Search
      </button>
    </form>
  );
}
