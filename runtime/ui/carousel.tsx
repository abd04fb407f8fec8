import { Children, createContext, useCallback, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated.ts";
import "./carousel.css";

interface CarouselState {
  canPrevious: boolean;
  canNext: boolean;
  previous(): void;
  next(): void;
}

const CarouselContext = createContext<CarouselState | null>(null);

/** The carousel a control belongs to. Spec §8: a carousel control used outside a carousel throws. */
export function useCarousel(): CarouselState {
  const carousel = useContext(CarouselContext);
  if (!carousel) throw new Error("useCarousel must be used within a <Carousel />");
  return carousel;
}

interface CarouselProps {
  label: string;
  /** Items side by side on a wide screen; one at a time on a phone. Left out where the page's CSS sizes them. */
  columns?: number;
  /** Show the 'Swipe' hint on small screens (when there is more than one item). */
  hint: boolean;
  /** Previous and Next move a screenful (the default) or a single item. */
  step?: "page" | "item";
  /**
   * Show Previous and Next only when the items overflow (the default), or always: a list whose items change
   * under the shopper (search results) keeps its buttons in place rather than have them come and go.
   */
  controls?: "scrollable" | "always";
  className?: string;
  children: ReactNode;
}

/**
 * A horizontally scrolling list that snaps to its items: it swipes and scrolls without JavaScript; once
 * hydrated, Previous and Next buttons page through it and are disabled at the ends (spec §4).
 */
export function Carousel({ label, columns, hint, step = "page", controls = "scrollable", className, children }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    element.addEventListener("scroll", measure, { passive: true });
    const resize = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
    resize?.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resize?.disconnect();
    };
  }, [measure]);

  // New items change how far the track scrolls without resizing it, which the observer would not notice.
  const count = Children.count(children);
  useEffect(measure, [measure, count]);

  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const [first, second] = element.children as HTMLCollectionOf<HTMLElement>;
    // One item is its width plus the gap: the distance from one item's start to the next's.
    const distance = step === "item" && first && second ? second.offsetLeft - first.offsetLeft : element.clientWidth;
    element.scrollBy({ left: direction * distance, behavior: "smooth" });
  };
  const state: CarouselState = { canPrevious: !edges.atStart, canNext: !edges.atEnd, previous: () => page(-1), next: () => page(1) };
  const scrollable = state.canPrevious || state.canNext;

  return (
    <CarouselContext.Provider value={state}>
      <div
        className={className ? `fc-carousel ${className}` : "fc-carousel"}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        style={columns === undefined ? undefined : ({ "--fc-carousel-columns": columns } as CSSProperties)}
      >
        <ul ref={track} className="fc-carousel__track">
          {children}
        </ul>
        {hint && <p className="fc-carousel__hint">Swipe</p>}
        {hydrated && (scrollable || controls === "always") && <CarouselControls />}
      </div>
    </CarouselContext.Provider>
  );
}

export function CarouselItem({ children }: { children: ReactNode }) {
  return <li className="fc-carousel__item">{children}</li>;
}

export function CarouselControls() {
  const carousel = useCarousel();
  return (
    <div className="fc-carousel__controls">
      <button type="button" className="fc-button fc-button--secondary" onClick={carousel.previous} disabled={!carousel.canPrevious}>
        <span aria-hidden="true">‹</span> Previous
      </button>
      <button type="button" className="fc-button fc-button--secondary" onClick={carousel.next} disabled={!carousel.canNext}>
        Next <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
