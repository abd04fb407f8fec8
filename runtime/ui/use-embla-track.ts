import { useCallback, useEffect, useState, type KeyboardEvent } from "react";
import useEmblaCarousel from "embla-carousel-react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

export interface EmblaTrack {
  /** For the viewport element, whose first child is the track of slides. */
  viewportRef: (element: HTMLElement | null) => void;
  /** True once embla drives the track; until then (server, hydration, no embla) the track scrolls natively. */
  enhanced: boolean;
  canPrevious: boolean;
  canNext: boolean;
  selected: number;
  previous(): void;
  next(): void;
  goTo(index: number): void;
  /** Left and right arrow keys step through the slides. */
  onKeyDown(event: KeyboardEvent): void;
}

// embla watches the track with these; a browser without them keeps the native scroll-snap track.
const supported = () =>
  typeof ResizeObserver === "function" && typeof IntersectionObserver === "function" && typeof window.matchMedia === "function";

const ignore = () => {};

/**
 * embla-carousel over a server-rendered scroll-snap track: drag and swipe, snapping, and the ends, with moves
 * that jump rather than glide when the shopper asks for reduced motion.
 */
export function useEmblaTrack(options: EmblaOptionsType): EmblaTrack {
  const [emblaRef, api] = useEmblaCarousel(options);
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState({ enhanced: false, canPrevious: false, canNext: false, selected: 0 });

  useEffect(() => {
    if (!api) return;
    const update = (carousel: EmblaCarouselType) =>
      setState({ enhanced: true, canPrevious: carousel.canScrollPrev(), canNext: carousel.canScrollNext(), selected: carousel.selectedScrollSnap() });
    update(api);
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const previous = useCallback(() => api?.scrollPrev(reduced), [api, reduced]);
  const next = useCallback(() => api?.scrollNext(reduced), [api, reduced]);
  const goTo = useCallback((index: number) => api?.scrollTo(index, reduced), [api, reduced]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!api || event.target instanceof HTMLInputElement) return;
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  };
  return { viewportRef: supported() ? emblaRef : ignore, ...state, previous, next, goTo, onKeyDown };
}
