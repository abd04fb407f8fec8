import { useEffect } from "react";
import useEmblaCarousel from "embla-carousel-react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";

interface EmblaDriverProps {
  /** The track's viewport, already on the page; its first child is the list of slides. */
  viewport: HTMLElement;
  options: EmblaOptionsType;
  onApi(api: EmblaCarouselType): void;
}

/** embla-carousel-react driving a server-rendered track: a chunk of its own, loaded once the page has hydrated. */
export default function EmblaDriver({ viewport, options, onApi }: EmblaDriverProps) {
  const [emblaRef, api] = useEmblaCarousel(options);
  useEffect(() => emblaRef(viewport), [emblaRef, viewport]);
  useEffect(() => {
    if (api) onApi(api);
  }, [api, onApi]);
  return null;
}
