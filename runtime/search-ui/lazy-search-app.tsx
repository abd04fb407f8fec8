import { Suspense, use, useEffect } from "react";
import type { SearchResultsAppProps } from "./search-results-app.tsx";
import { searchRegionId } from "./search-region.ts";

// The app's own chunk brings no styles to the page's head (the asset manifest lists a page's static imports only),
// and the server-rendered results must look right before it loads: the styles of its carousel and toggles.
import "../ui/carousel.css";
import "../ui/compare-toggle.css";

type AppModule = typeof import("./search-results-app.tsx");

let app: AppModule | null = null;
let loading: Promise<AppModule> | null = null;

function loadApp(): Promise<AppModule> {
  loading ??= import("./search-results-app.tsx").then((module) => (app = module));
  return loading;
}

// The server renders every results page with the app, so it has it from the start.
if (typeof window === "undefined") void loadApp();

/**
 * The results page's search (react-instantsearch): rendered by the server with the page, but downloaded by the
 * browser only when the shopper reaches for it (pointer, focus or key inside it) or once the browser is idle after
 * loading the page. Until then the server's HTML stays as it is, working as plain links and forms, and a button
 * clicked in it runs once the search has hydrated. A search page the browser renders itself (a link followed
 * inside the site) loads the app at once.
 */
export function LazySearchApp(props: SearchResultsAppProps) {
  return (
    <Suspense fallback={null}>
      <WhenWanted {...props} />
    </Suspense>
  );
}

function WhenWanted(props: SearchResultsAppProps) {
  const { default: SearchResultsApp } = app ?? use(wanted(searchRegionId(props.idPrefix)));
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

const waiting = new Map<string, { promise: Promise<AppModule>; release(): void }>();

/**
 * Loads the app when the server-rendered region is first used, or when idle; meanwhile keeps the clicks on its
 * buttons (links and submit buttons work as plain HTML). Listening on the document, before React's root: React
 * stops a click on a part of the page it has not hydrated yet.
 */
function wanted(regionId: string): Promise<AppModule> {
  const known = waiting.get(regionId);
  if (known) return known.promise;
  const region = document.getElementById(regionId);
  if (!region) return loadApp();
  let want!: () => void;
  const promise = new Promise<void>((resolve) => (want = resolve)).then(loadApp);
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
