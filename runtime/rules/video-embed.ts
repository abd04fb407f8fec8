/** The video site's embed address: only links starting with it may be framed. */
export const VIDEO_EMBED_PREFIX = "https://www.youtube.com/embed/";

export interface VideoPlayer {
  kind: "iframe" | "video";
  src: string;
}

/** Spec §5: embed as a frame only when the link starts with the embed address, else play it as a video file. */
export function videoPlayer(url: string): VideoPlayer {
  return { kind: url.startsWith(VIDEO_EMBED_PREFIX) ? "iframe" : "video", src: url };
}
