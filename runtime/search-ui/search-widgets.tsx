import type { ReactNode } from "react";
import { SearchSetupContext, type SearchSetup } from "./search-setup.ts";
import { SearchSourceContext, type SearchSource } from "./search-source.ts";
import { SearchRouteProvider } from "./use-search-route.ts";

/** What every search widget reads: the mounted search's setup, its source (InstantSearch or results) and route. */
export function SearchWidgets({ setup, source, children }: { setup: SearchSetup; source: SearchSource; children: ReactNode }) {
  return (
    <SearchSetupContext.Provider value={setup}>
      <SearchSourceContext.Provider value={source}>
        <SearchRouteProvider>{children}</SearchRouteProvider>
      </SearchSourceContext.Provider>
    </SearchSetupContext.Provider>
  );
}
