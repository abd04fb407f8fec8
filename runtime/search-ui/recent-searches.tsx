import { useSite } from "../ui/site-context.tsx";
import { RecentSearchLinks } from "./recent-search-links.tsx";
import { useRecentSearches } from "./use-recent-searches.ts";

/** The shopper's last searches (spec: five), as links; loaded only once the shopper reaches for the search box. */
export default function RecentSearches() {
  const site = useSite();
  const history = useRecentSearches(site.features.store_searches);
  if (history.length === 0) return null;
  return (
    <nav className="fc-recent-searches" aria-label="Recent searches">
      <h2>Recent searches</h2>
      <RecentSearchLinks searches={history} />
    </nav>
  );
}
