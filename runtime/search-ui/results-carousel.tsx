import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";

interface CarouselControls {
  atStart: boolean;
  atEnd: boolean;
  scroll(direction: -1 | 1): void;
}

const CarouselContext = createContext<CarouselControls | null>(null);

/** Spec §8: a carousel control used outside a carousel is a programming error. */
function useCarousel(): CarouselControls {
  const controls = useContext(CarouselContext);
  if (!controls) throw new Error("Carousel controls must be used inside a carousel");
  return controls;
}

/** The results carousel mode: one row that scrolls by card, previous/next disabled at the ends (spec §4). */
export default function ResultsCarousel({ items }: { items: { key: string; node: ReactNode }[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const update = () =>
      setEdges({
        atStart: element.scrollLeft <= 1,
        atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      });
    update();
    element.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      element.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [items.length]);

  const controls: CarouselControls = {
    ...edges,
    scroll(direction) {
      const element = track.current;
      const card = element?.querySelector("li");
      if (element && card) element.scrollBy({ left: direction * card.getBoundingClientRect().width, behavior: "smooth" });
    },
  };

  return (
    <CarouselContext.Provider value={controls}>
      <div className="fc-results__carousel">
        <CarouselButton direction={-1} />
        <ul ref={track} className="fc-results__track">
          {items.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
        </ul>
        <CarouselButton direction={1} />
      </div>
    </CarouselContext.Provider>
  );
}

function CarouselButton({ direction }: { direction: -1 | 1 }) {
  const { atStart, atEnd, scroll } = useCarousel();
  const disabled = direction === -1 ? atStart : atEnd;
  return (
    <button type="button" className="fc-results__nav" disabled={disabled} onClick={() => scroll(direction)}>
      {direction === -1 ? "Previous" : "Next"}
    </button>
  );
}
