import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { imageLoading, showThumbnails, stepIndex } from "../../runtime/kit/rules.ts";
import { CarPhoto, Carousel, CarouselItem, useEmblaTrack } from "../../runtime/kit/ui.ts";
import { photoCount, type Slide } from "./media-slides.ts";
import { VideoPlayer } from "./VideoPlayer.tsx";

// The full-screen viewer is only needed once a shopper opens it, so it is its own chunk.
const FullscreenViewer = lazy(() => import("./FullscreenViewer.tsx"));

/**
 * Photo gallery: 600x400 slides in a scroll-snap track that swipes without JavaScript and that embla drives once
 * hydrated (drag, swipe, arrow keys), previous/next buttons that wrap, thumbnails in a carousel when there are
 * more than 3 photos, and a full-screen viewer. Closing the viewer puts focus on the slide it was showing last,
 * which the gallery now shows (the slide it opened from may be out of view).
 */
export function Gallery({ slides, name }: { slides: Slide[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const track = useEmblaTrack({ align: "start" });
  const slideItems = useRef<(HTMLLIElement | null)[]>([]);
  const focusAfterViewer = useRef<number | null>(null);
  useEffect(() => {
    if (fullscreen || focusAfterViewer.current === null) return;
    slideItems.current[focusAfterViewer.current]?.querySelector<HTMLElement>("button, video, iframe")?.focus({ preventScroll: true });
    focusAfterViewer.current = null;
  }, [fullscreen]);
  // A swipe or drag moves embla's selection; the buttons and thumbnails set the index and move embla there.
  useEffect(() => {
    if (track.enhanced) setIndex(track.selected);
  }, [track.enhanced, track.selected]);
  const go = (next: number) => {
    setIndex(next);
    track.goTo(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (slides.length < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    go(stepIndex(index, event.key === "ArrowLeft" ? -1 : 1, slides.length));
  };

  return (
    <div className={track.enhanced ? "fc-vdp-gallery fc-vdp-gallery--enhanced" : "fc-vdp-gallery"}>
      <div className="fc-vdp-gallery__stage" onKeyDown={onKeyDown}>
        <div ref={track.viewportRef} className="fc-vdp-gallery__viewport">
          <ul className="fc-vdp-gallery__track" aria-live="polite">
            {slides.map((slide, i) => (
              <li
                key={i}
                ref={(item) => void (slideItems.current[i] = item)}
                className="fc-vdp-gallery__slide"
                aria-hidden={i !== index}
                aria-label={`${i + 1} of ${slides.length}`}
              >
                {slide.kind === "image" ? (
                  <button type="button" className="fc-vdp-gallery__open" onClick={() => setFullscreen(true)} tabIndex={i === index ? 0 : -1}>
                    <CarPhoto
                      image={slide.photo}
                      place="gallery"
                      alt={`${name}, photo ${i + 1}`}
                      loading={imageLoading(i)}
                      fetchPriority={i === 0 ? "high" : undefined}
                    />
                    <span className="fc-visually-hidden">View full screen</span>
                  </button>
                ) : (
                  <VideoPlayer video={slide.video} title={`${name} video`} />
                )}
              </li>
            ))}
          </ul>
        </div>
        {slides.length > 1 && (
          <>
            <button type="button" className="fc-vdp-media__nav fc-vdp-media__nav--prev" onClick={() => go(stepIndex(index, -1, slides.length))} aria-label="Previous photo">
              ‹
            </button>
            <button type="button" className="fc-vdp-media__nav fc-vdp-media__nav--next" onClick={() => go(stepIndex(index, 1, slides.length))} aria-label="Next photo">
              ›
            </button>
          </>
        )}
        {track.driver}
        <p className="fc-vdp-gallery__count">
          {index + 1} / {slides.length}
        </p>
      </div>
      {showThumbnails(photoCount(slides)) && (
        <Carousel label="Thumbnails" hint={false} className="fc-vdp-gallery__thumbs">
          {slides.map((slide, i) => (
            <CarouselItem key={i}>
              <button type="button" onClick={() => go(i)} aria-label={`Show ${slide.kind === "image" ? "photo" : "video"} ${i + 1}`} aria-current={i === index}>
                {slide.kind === "image" ? (
                  <CarPhoto image={slide.photo} place="thumbnail" alt="" loading="lazy" />
                ) : slide.thumb ? (
                  <img src={slide.thumb} alt="" width={96} height={64} loading="lazy" />
                ) : (
                  <span aria-hidden="true">▶</span>
                )}
              </button>
            </CarouselItem>
          ))}
        </Carousel>
      )}
      {fullscreen && (
        <Suspense fallback={null}>
          <FullscreenViewer
            slides={slides}
            name={name}
            start={index}
            onClose={(last) => {
              focusAfterViewer.current = last;
              setFullscreen(false);
              go(last);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
