import type { ReactNode } from "react";
import { Carousel, CarouselItem } from "../ui/carousel.tsx";

/**
 * The results carousel mode: one row that scrolls a card at a time, Previous and Next disabled at the ends
 * (spec §4). The cards keep their grid width (runtime/kit/search-ui.css), and the buttons stay while the results change
 * rather than come and go between searches.
 */
export default function ResultsCarousel({ items }: { items: { key: string; node: ReactNode }[] }) {
  return (
    <Carousel label="Search results" hint={false} step="item" controls="always" className="fc-results__carousel">
      {items.map((item) => (
        <CarouselItem key={item.key}>{item.node}</CarouselItem>
      ))}
    </Carousel>
  );
}
