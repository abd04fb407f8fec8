import { useState } from "react";
import { useLocation } from "react-router";
import { useRoute } from "../ui/site-context.tsx";

/**
 * A key that changes when the shopper navigates to a search page through the site (a link, or back to a page
 * the site loaded), once that page's data has arrived, so the search starts over from the new URL and the
 * server's results for it. URL changes InstantSearch makes itself do not touch the site router, so they keep
 * the key.
 */
export function useSearchMountKey(): string {
  const location = useLocation();
  const route = useRoute();
  const [key, setKey] = useState(location.key);
  const dataMatchesLocation = location.pathname + location.search === route.path;
  if (dataMatchesLocation && location.key !== key) setKey(location.key);
  return dataMatchesLocation ? location.key : key;
}
