import { describe, expect, it } from "vitest";
import { videoPlayer } from "./video-embed.ts";

describe("videoPlayer", () => {
  it("frames links that start with the embed address", () => {
    expect(videoPlayer("https://www.youtube.com/embed/abc123")).toEqual({ kind: "iframe", src: "https://www.youtube.com/embed/abc123" });
  });

  it("plays everything else as a video file, including other video-site links", () => {
    expect(videoPlayer("https://cdn.example.com/walk.mp4").kind).toBe("video");
    expect(videoPlayer("https://www.youtube.com/watch?v=abc123").kind).toBe("video");
    expect(videoPlayer("http://www.youtube.com/embed/abc123").kind).toBe("video");
    expect(videoPlayer(" https://www.youtube.com/embed/abc123").kind).toBe("video");
  });
});
