import { useEffect, useRef, useState } from "react";
import { stepIndex } from "../../runtime/kit/rules.ts";
import { CarPhoto } from "../../runtime/kit/ui.ts";
import type { Slide } from "./media-slides.ts";
import { VideoPlayer } from "./VideoPlayer.tsx";

interface Props {
  slides: Slide[];
  name: string;
  start: number;
  /** Called with the slide shown last, so the gallery can stay on it. */
  onClose(index: number): void;
}

/** Full-screen photo viewer: Left and Right keys move between slides, Escape closes it. */
export default function FullscreenViewer({ slides, name, start, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const latest = useRef(index);
  latest.current = index;
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") setIndex((i) => stepIndex(i, -1, slides.length));
      else if (event.key === "ArrowRight") setIndex((i) => stepIndex(i, 1, slides.length));
      else if (event.key === "Escape") close.current(latest.current);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [slides.length]);

  const slide = slides[index]!;
  return (
    <div className="fc-vdp-fullscreen" role="dialog" aria-modal="true" aria-label={`${name} photos`} tabIndex={-1} ref={dialog}>
      <button type="button" className="fc-vdp-fullscreen__close" onClick={() => onClose(index)}>
        Close
      </button>
      <div className="fc-vdp-fullscreen__stage">
        {slide.kind === "image" ? (
          <CarPhoto image={slide.photo} place="fullscreen" alt={`${name}, photo ${index + 1}`} />
        ) : (
          <VideoPlayer video={slide.video} title={`${name} video`} />
        )}
      </div>
      <button type="button" className="fc-vdp-media__nav fc-vdp-media__nav--prev" onClick={() => setIndex(stepIndex(index, -1, slides.length))} aria-label="Previous photo">
        ‹
      </button>
      <button type="button" className="fc-vdp-media__nav fc-vdp-media__nav--next" onClick={() => setIndex(stepIndex(index, 1, slides.length))} aria-label="Next photo">
        ›
      </button>
      <p className="fc-vdp-fullscreen__count" aria-live="polite">
        {index + 1} / {slides.length}
      </p>
    </div>
  );
}
