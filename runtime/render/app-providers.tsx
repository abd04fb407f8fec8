import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { SiteContext, type PublicSite } from "../ui/site-context.tsx";

/** Providers shared by the server render and the browser, so hydration sees the same tree. */
export function AppProviders(props: { site: PublicSite; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <SiteContext.Provider value={props.site}>{props.children}</SiteContext.Provider>
    </QueryClientProvider>
  );
}
