import { useEffect, useRef, useState } from "react";
import { stepIndex } from "../../runtime/kit/rules.ts";
import { CarPhoto, useModalDialog } from "../../runtime/kit/ui.ts";
import type { Slide } from "./media-slides.ts";
import { VideoPlayer } from "./VideoPlayer.tsx";

interface Props {
  slides: Slide[];
  name: string;
  start: number;
  /** Called with the slide shown last, so the gallery can stay on it and take the focus back. */
  onClose(index: number): void;
}

/**
 * Full-screen photo viewer in a native modal dialog: showModal() keeps keyboard focus inside it and makes the page
 * behind inert (WCAG 2.4.3, 2.4.11); the gallery takes focus back when it closes. Left and Right keys move
 * between slides, Escape closes it.
 */
export default function FullscreenViewer({ slides, name, start, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const dialog = useModalDialog();
  const latest = useRef(index);
  latest.current = index;
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    dialog.open();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") setIndex((i) => stepIndex(i, -1, slides.length));
      else if (event.key === "ArrowRight") setIndex((i) => stepIndex(i, 1, slides.length));
    };
    // Escape reaches a modal dialog as its cancel event; the viewer closes itself so the gallery keeps the slide.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current(latest.current);
    };
    const element = dialog.ref.current;
    document.addEventListener("keydown", onKey);
    element?.addEventListener("cancel", onCancel);
    return () => {
      document.removeEventListener("keydown", onKey);
      element?.removeEventListener("cancel", onCancel);
      document.body.style.overflow = overflow;
    };
    // dialog's functions are new each render, but its element is the same for the viewer's life.
  }, [slides.length]);

  const slide = slides[index]!;
  return (
    <dialog className="fc-vdp-fullscreen" aria-label={`${name} photos`} ref={dialog.ref}>
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
    </dialog>
  );
}
