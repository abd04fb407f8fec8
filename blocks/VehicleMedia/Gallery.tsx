import { lazy, Suspense, useRef, useState } from "react";
import { GALLERY_SLIDE, imageLoading, showThumbnails, stepIndex } from "../../runtime/kit/rules.ts";
import { photoCount, type Slide } from "./media-slides.ts";
import { VideoPlayer } from "./VideoPlayer.tsx";

// The full-screen viewer is only needed once a shopper opens it, so it is its own chunk.
const FullscreenViewer = lazy(() => import("./FullscreenViewer.tsx"));

/**
 * Photo gallery: 600x400 slides in a swipeable track (usable without JavaScript), previous/next buttons,
 * thumbnails when there are more than 3 photos, and a full-screen viewer.
 */
export function Gallery({ slides, name }: { slides: Slide[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  // The slide a button asked for while the track scrolls there: the slides passed on the way do not count.
  const target = useRef<number | null>(null);

  const go = (next: number) => {
    setIndex(next);
    const list = track.current;
    if (!list?.scrollTo) return;
    const left = next * list.clientWidth;
    // No scroll event comes when the track is already there.
    target.current = Math.abs(list.scrollLeft - left) < 1 ? null : next;
    list.scrollTo({ left, behavior: "smooth" });
  };
  // A shopper swiping or scrolling takes over from the button.
  const takeOver = () => {
    target.current = null;
  };
  const onScroll = () => {
    const list = track.current;
    if (!list || list.clientWidth <= 0) return;
    const at = Math.round(list.scrollLeft / list.clientWidth);
    if (target.current !== null && at !== target.current) return;
    target.current = null;
    setIndex(at);
  };

  return (
    <div className="fc-vdp-gallery">
      <div className="fc-vdp-gallery__stage">
        <ul className="fc-vdp-gallery__track" ref={track} onScroll={onScroll} onPointerDown={takeOver} onTouchStart={takeOver} onWheel={takeOver} aria-live="polite">
          {slides.map((slide, i) => (
            <li key={i} className="fc-vdp-gallery__slide" aria-hidden={i !== index} aria-label={`${i + 1} of ${slides.length}`}>
              {slide.kind === "image" ? (
                <button type="button" className="fc-vdp-gallery__open" onClick={() => setFullscreen(true)} tabIndex={i === index ? 0 : -1}>
                  <img src={slide.url} alt={`${name}, photo ${i + 1}`} width={GALLERY_SLIDE.width} height={GALLERY_SLIDE.height} loading={imageLoading(i)} />
                  <span className="fc-visually-hidden">View full screen</span>
                </button>
              ) : (
                <VideoPlayer video={slide.video} title={`${name} video`} />
              )}
            </li>
          ))}
        </ul>
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
        <p className="fc-vdp-gallery__count">
          {index + 1} / {slides.length}
        </p>
      </div>
      {showThumbnails(photoCount(slides)) && (
        <ul className="fc-vdp-gallery__thumbs">
          {slides.map((slide, i) => (
            <li key={i}>
              <button type="button" onClick={() => go(i)} aria-label={`Show ${slide.kind === "image" ? "photo" : "video"} ${i + 1}`} aria-current={i === index}>
                {slide.thumb ? <img src={slide.thumb} alt="" width={96} height={64} loading="lazy" /> : <span aria-hidden="true">▶</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullscreen && (
        <Suspense fallback={null}>
          <FullscreenViewer
            slides={slides}
            name={name}
            start={index}
            onClose={(last) => {
              setFullscreen(false);
              go(last);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
