import type { VideoPlayer as Player } from "../../runtime/kit/rules.ts";

/** Spec §5: an embed-address video in a frame, anything else as a video file. */
export function VideoPlayer({ video, title }: { video: Player; title: string }) {
  if (video.kind === "iframe") {
    return (
      <iframe
        className="fc-vdp-media__video"
        src={video.src}
        title={title}
        width={600}
        height={400}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  // Fetched when the shopper plays it: a whole clip loading beside the first photo slows the page's first paint.
  return <video className="fc-vdp-media__video" src={video.src} width={600} height={400} controls preload="none" aria-label={title} />;
}
