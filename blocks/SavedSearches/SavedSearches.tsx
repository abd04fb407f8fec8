import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { SavedSearchesProps } from "./props.gen.ts";
import type { SavedSearchesData } from "./data.ts";
import "./SavedSearches.css";

const newMatches = (count: number) => (count === 0 ? "No new cars since you last looked" : `${count} new ${count === 1 ? "car" : "cars"} since you last looked`);

/** The garage's saved searches: each opens its results (marking it seen) and can be removed; plain links and forms. */
export default function SavedSearches({ props, data, blockId }: BlockComponentProps<SavedSearchesProps, SavedSearchesData>) {
  const headingId = `${blockId}-heading`;
  return (
    <section id="saved-searches" className="fc-saved-searches fc-container" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      {data.searches.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul className="fc-saved-searches__list">
          {data.searches.map((search) => (
            <li key={search.id}>
              <a href={`/api/saved-searches/open?id=${encodeURIComponent(search.id)}`}>{search.name}</a>
              <span className={search.newMatches > 0 ? "fc-saved-searches__new" : undefined}>{newMatches(search.newMatches)}</span>
              <form method="post" action="/api/saved-searches/remove">
                <input type="hidden" name="id" value={search.id} />
                <button type="submit" className="fc-button fc-button--secondary" aria-label={`Remove saved search ${search.name}`}>
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
