import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

// The track scrolls and snaps natively until embla arrives, so embla need not hold up the page's first script.
const EmblaDriver = lazy(() => import("./embla-driver.tsx"));

export type EmblaTrack = ReturnType<typeof useEmblaTrack>;

// embla watches the track with these; a browser without them keeps the native scroll-snap track.
const supported = () =>
  typeof ResizeObserver === "function" && typeof IntersectionObserver === "function" && typeof window.matchMedia === "function";

/**
 * embla-carousel over a server-rendered scroll-snap track: drag and swipe, snapping, and the ends, with moves
 * that jump rather than glide when the shopper asks for reduced motion. `viewportRef` is for the viewport element,
 * whose first child is the track of slides; `driver` is rendered beside the track, to load embla and start it on
 * the viewport once the browser can run it; `enhanced` is true once embla drives the track (until then the track
 * scrolls natively); `onKeyDown` steps through the slides with the left and right arrow keys.
 */
export function useEmblaTrack(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState({ enhanced: false, canPrevious: false, canNext: false, selected: 0 });

  // A slide chosen before embla arrived (a thumbnail clicked while it loads) is where embla starts, not lost.
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (!api) return;
    if (pending.current !== null) api.scrollTo(pending.current, true);
    pending.current = null;
    const update = (carousel: EmblaCarouselType) =>
      setState({ enhanced: true, canPrevious: carousel.canScrollPrev(), canNext: carousel.canScrollNext(), selected: carousel.selectedScrollSnap() });
    update(api);
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const previous = useCallback((): void => api?.scrollPrev(reduced), [api, reduced]);
  const next = useCallback((): void => api?.scrollNext(reduced), [api, reduced]);
  const goTo = useCallback(
    (index: number) => {
      if (api) api.scrollTo(index, reduced);
      else pending.current = index;
    },
    [api, reduced],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (!api || event.target instanceof HTMLInputElement) return;
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  };
  // The viewport is known only once mounted, so neither the server nor hydration renders the driver.
  const driver: ReactNode =
    viewport && supported() ? (
      <Suspense fallback={null}>
        <EmblaDriver viewport={viewport} options={options} onApi={setApi} />
      </Suspense>
    ) : null;
  return { viewportRef: setViewport, driver, ...state, previous, next, goTo, onKeyDown };
}
