import type { SavedSearch } from "./search-history.ts";

/** The shopper's recent searches as a list of links, newest first. */
export function RecentSearchLinks({ searches }: { searches: readonly SavedSearch[] }) {
  return (
    <ul>
      {searches.map((entry) => (
        <li key={entry.url}>
          <a href={entry.url}>{entry.label}</a>
        </li>
      ))}
    </ul>
  );
}
