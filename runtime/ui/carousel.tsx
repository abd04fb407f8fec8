import { createContext, useContext, type CSSProperties, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated.ts";
import { useEmblaTrack, type EmblaTrack } from "./use-embla-track.tsx";
import "./carousel.css";

const CarouselContext = createContext<EmblaTrack | null>(null);

/** The carousel a control belongs to. Spec §8: a carousel control used outside a carousel throws. */
export function useCarousel(): EmblaTrack {
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
 * hydrated, embla-carousel (loaded then) drives it (drag, swipe, arrow keys) and Previous and Next buttons page through it,
 * disabled at the ends (spec §4).
 */
export function Carousel({ label, columns, hint, step = "page", controls = "scrollable", className, children }: CarouselProps) {
  const hydrated = useHydrated();
  const track = useEmblaTrack({ align: "start", containScroll: "trimSnaps", slidesToScroll: step === "item" ? 1 : "auto", watchFocus: true });
  const scrollable = track.canPrevious || track.canNext;
  const classes = ["fc-carousel", track.enhanced && "fc-carousel--enhanced", controls === "always" && "fc-carousel--fixed-controls", className]
    .filter(Boolean)
    .join(" ");

  return (
    <CarouselContext.Provider value={track}>
      <div
        className={classes}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        style={columns === undefined ? undefined : ({ "--fc-carousel-columns": columns } as CSSProperties)}
        onKeyDown={track.onKeyDown}
      >
        <div ref={track.viewportRef} className="fc-carousel__viewport">
          <ul className="fc-carousel__track">{children}</ul>
        </div>
        {hint && <p className="fc-carousel__hint">Swipe</p>}
        {track.driver}
        {/* In the server's HTML too, hidden until they work: the row they take is kept for them where they will
            show (carousel.css), so they appear without moving what follows. */}
        <CarouselControls hidden={!(hydrated && (scrollable || controls === "always"))} />
      </div>
    </CarouselContext.Provider>
  );
}

export function CarouselItem({ children }: { children: ReactNode }) {
  return <li className="fc-carousel__item">{children}</li>;
}

export function CarouselControls({ hidden = false }: { hidden?: boolean }) {
  const carousel = useCarousel();
  return (
    <div className="fc-carousel__controls" hidden={hidden}>
      <button type="button" className="fc-button fc-button--secondary" onClick={carousel.previous} disabled={!carousel.canPrevious}>
        <span aria-hidden="true">‹</span> Previous
      </button>
      <button type="button" className="fc-button fc-button--secondary" onClick={carousel.next} disabled={!carousel.canNext}>
        Next <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
