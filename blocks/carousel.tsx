import { createContext, useCallback, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useHydrated } from "../runtime/client/use-hydrated.ts";
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
  /** Items side by side on a wide screen; one at a time on a phone. */
  columns: number;
  /** Show the 'Swipe' hint on small screens (when there is more than one item). */
  hint: boolean;
  children: ReactNode;
}

/**
 * A horizontally scrolling list that snaps to its items: it swipes and scrolls without JavaScript; once
 * hydrated, Previous and Next buttons page through it and are disabled at the ends (spec §4).
 */
export function Carousel({ label, columns, hint, children }: CarouselProps) {
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
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resize = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
    resize?.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resize?.disconnect();
    };
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth, behavior: "smooth" });
  };
  const state: CarouselState = { canPrevious: !edges.atStart, canNext: !edges.atEnd, previous: () => page(-1), next: () => page(1) };
  const scrollable = state.canPrevious || state.canNext;

  return (
    <CarouselContext.Provider value={state}>
      <div className="fc-carousel" role="group" aria-roledescription="carousel" aria-label={label} style={{ "--fc-carousel-columns": columns } as CSSProperties}>
        <ul ref={track} className="fc-carousel__track">
          {children}
        </ul>
        {hint && <p className="fc-carousel__hint">Swipe</p>}
        {hydrated && scrollable && <CarouselControls />}
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
