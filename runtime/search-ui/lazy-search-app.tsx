import { Suspense, use, useEffect } from "react";
import type { SearchResultsAppProps } from "./search-results-app.tsx";
import { searchRegionId } from "./search-region.ts";

type SearchResultsAppModule = typeof import("./search-results-app.tsx");

/** A module imported on first need and at hand, without waiting, from then on. */
function importOnce<M>(load: () => Promise<M>) {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    get: () => module,
    load: () => (loading ??= load().then((loaded) => (module = loaded))),
  };
}

const app = importOnce(() => import("./search-results-app.tsx"));
const serverApp = importOnce(() => import("./server-search-app.tsx"));

const onServer = typeof window === "undefined";

// The server renders every results page from its results, so it has that render from the start.
if (onServer) void serverApp.load();

/**
 * The results page's search (react-instantsearch): rendered by the server from its results without it
 * (server-search-app.tsx), downloaded by the browser only when the shopper reaches for it (pointer, focus or key
 * inside it) or once the browser is idle after loading the page. Until then the server's HTML stays as it is,
 * working as plain links and forms, and a button clicked in it runs once the search has hydrated. A search page the
 * browser renders itself (a link followed inside the site) loads the app at once.
 */
export function LazySearchApp(props: SearchResultsAppProps) {
  return (
    <Suspense fallback={null}>
      <WhenWanted {...props} />
    </Suspense>
  );
}

function WhenWanted(props: SearchResultsAppProps) {
  const { default: SearchResultsApp } = onServer ? (serverApp.get() ?? use(serverApp.load())) : (app.get() ?? use(wanted(searchRegionId(props.idPrefix))));
  return (
    <>
      <SearchResultsApp {...props} />
      <Hydrated regionId={searchRegionId(props.idPrefix)} />
    </>
  );
}

/** Replays the clicks kept in the region once the search there has hydrated. */
function Hydrated({ regionId }: { regionId: string }) {
  useEffect(() => waiting.get(regionId)?.release(), [regionId]);
  return null;
}

const waiting = new Map<string, { promise: Promise<SearchResultsAppModule>; release(): void }>();

/**
 * Loads the app when the server-rendered region is first used, or when idle; meanwhile keeps the clicks on its
 * buttons (links and submit buttons work as plain HTML). Listening on the document, before React's root: React
 * stops a click on a part of the page it has not hydrated yet.
 */
function wanted(regionId: string): Promise<SearchResultsAppModule> {
  const known = waiting.get(regionId);
  if (known) return known.promise;
  const region = document.getElementById(regionId);
  if (!region) return app.load();
  let want!: () => void;
  const promise = new Promise<void>((resolve) => (want = resolve)).then(app.load);
  const kept: HTMLButtonElement[] = [];
  const inside = (event: Event) => event.target instanceof Node && region.contains(event.target);
  const reach = (event: Event) => {
    if (inside(event)) want();
  };
  const keep = (event: Event) => {
    if (!inside(event)) return;
    want();
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.disabled || (button.type === "submit" && button.form)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!kept.includes(button)) kept.push(button);
  };
  const reaching = ["pointerdown", "focusin", "keydown"] as const;
  for (const type of reaching) document.addEventListener(type, reach, true);
  document.addEventListener("click", keep, true);
  whenIdle(() => want());
  waiting.set(regionId, {
    promise,
    release() {
      for (const type of reaching) document.removeEventListener(type, reach, true);
      document.removeEventListener("click", keep, true);
      waiting.delete(regionId);
      for (const button of kept.splice(0)) if (button.isConnected && !button.disabled) button.click();
    },
  });
  return promise;
}

/** Runs `run` once the page has loaded and the browser has nothing more pressing to do. */
function whenIdle(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(run) : setTimeout(run));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
