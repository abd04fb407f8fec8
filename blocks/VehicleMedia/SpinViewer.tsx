import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { frameAfterDrag, hotspotsAt, type SpinHotspot, GALLERY_SLIDE, stepIndex } from "../../runtime/kit/rules.ts";

interface Props {
  frames: string[];
  hotspots: SpinHotspot[];
  name: string;
  autoRotate: boolean;
  intervalMs: number;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * 360 spin: loads every frame, then auto-rotates (unless the site or the shopper's motion setting says not)
 * until the shopper takes over by dragging (one frame per 20 px), the arrow keys or the buttons.
 */
export function SpinViewer({ frames, hotspots, name, autoRotate, intervalMs }: Props) {
  const [frame, setFrame] = useState(0);
  const [settled, setSettled] = useState(0);
  const settledFrames = useRef<boolean[]>([]);
  const stage = useRef<HTMLDivElement>(null);
  const [takenOver, setTakenOver] = useState(false);
  const [openHotspot, setOpenHotspot] = useState<string | number | null>(null);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const ready = settled >= frames.length;

  useEffect(() => {
    if (!ready || !autoRotate || takenOver || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setFrame((f) => stepIndex(f, 1, frames.length)), intervalMs);
    return () => window.clearInterval(timer);
  }, [ready, autoRotate, takenOver, intervalMs, frames.length]);

  const takeOver = () => setTakenOver(true);
  const step = (delta: number) => {
    takeOver();
    setFrame((f) => stepIndex(f, delta, frames.length));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      step(event.key === "ArrowLeft" ? -1 : 1);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    takeOver();
    drag.current = { x: event.clientX, frame };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setFrame(frameAfterDrag(drag.current.frame, event.clientX - drag.current.x, frames.length));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onFrameSettled = (index: number, failed: boolean) => {
    if (settledFrames.current[index]) return;
    settledFrames.current[index] = true;
    if (failed) console.error(`Spin frame failed to load: ${frames[index]}`);
    setSettled((n) => n + 1);
  };
  // Frames the browser finished before hydration fired their load events before React listened for them.
  useEffect(() => {
    stage.current?.querySelectorAll("img").forEach((img, index) => {
      if (img.complete) onFrameSettled(index, false);
    });
    // Runs once after hydration; later frames report through onLoad/onError.
  }, []);

  return (
    <div className="fc-vdp-spin">
      <div
        className="fc-vdp-spin__stage"
        ref={stage}
        role="group"
        aria-roledescription="360 degree view"
        aria-label={`${name}, 360 degree view. Use the arrow keys to turn.`}
        aria-busy={!ready}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {frames.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={i === frame ? `${name}, frame ${i + 1} of ${frames.length}` : ""}
            width={GALLERY_SLIDE.width}
            height={GALLERY_SLIDE.height}
            draggable={false}
            hidden={i !== frame}
            onLoad={() => onFrameSettled(i, false)}
            onError={() => onFrameSettled(i, true)}
          />
        ))}
        {ready &&
          hotspotsAt(hotspots, frame).map((hotspot) => (
            <div key={hotspot.id} className="fc-vdp-spin__hotspot" style={{ left: `${hotspot.posX}%`, top: `${hotspot.posY}%` }}>
              <button
                type="button"
                aria-expanded={openHotspot === hotspot.id}
                aria-label={hotspot.description}
                onPointerDown={(event) => event.stopPropagation()}
                onClick={() => {
                  takeOver();
                  setOpenHotspot((open) => (open === hotspot.id ? null : hotspot.id));
                }}
              >
                +
              </button>
              {openHotspot === hotspot.id && <p role="note">{hotspot.description}</p>}
            </div>
          ))}
        {!ready && (
          <p className="fc-vdp-spin__loading" role="status">
            Loading 360° view… {Math.round((settled / frames.length) * 100)}%
          </p>
        )}
      </div>
      <div className="fc-vdp-spin__controls">
        <button type="button" onClick={() => step(-1)} aria-label="Turn left" disabled={!ready}>
          ‹
        </button>
        <span>Drag or use the arrows to turn</span>
        <button type="button" onClick={() => step(1)} aria-label="Turn right" disabled={!ready}>
          ›
        </button>
      </div>
    </div>
  );
}
