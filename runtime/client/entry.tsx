import "./base.css";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { QueryClient, hydrate, type DehydratedState } from "@tanstack/react-query";
import type { PagePayload } from "../types/index.ts";
import { AppProviders } from "../render/app-providers.tsx";
import type { PublicSite } from "../ui/site-context.tsx";
import { loadBlockTypes } from "./block-chunks.ts";
import { ClientPage } from "./client-page.tsx";
import { WhenBlocksHydrated } from "../render/block-hydration.tsx";
import { replayEarlyClicks } from "../render/early-clicks.ts";

// Clicks kept since the page began to load are clicked again once every block has hydrated: until then a click on
// a block still waiting for its turn would not reach its handler.
const replayKeptClicks = () => replayEarlyClicks(window);

async function start() {
  const element = document.getElementById("fc-data");
  if (!element?.textContent) return;
  const data = JSON.parse(element.textContent) as { site: PublicSite; state: DehydratedState };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  hydrate(queryClient, data.state);
  const payloads = data.state.queries.map((query) => query.state.data as PagePayload);
  const blocks = payloads.flatMap((payload) => [...payload.before, ...payload.blocks, ...payload.after]);
  await loadBlockTypes(blocks.map((b) => b.type));
  hydrateRoot(
    document.getElementById("root")!,
    <AppProviders site={data.site} queryClient={queryClient}>
      <WhenBlocksHydrated blockIds={blocks.map((b) => b.id)} run={replayKeptClicks}>
        <BrowserRouter>
          <ClientPage />
        </BrowserRouter>
      </WhenBlocksHydrated>
    </AppProviders>,
  );
}

void start();
