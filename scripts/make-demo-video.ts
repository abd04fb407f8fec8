// Records the demo stock's walkaround video (runtime/demo/media/demo-video.webm) in Chromium with
// MediaRecorder, so no video encoder is needed on the machine. Run: node scripts/make-demo-video.ts
import { writeFileSync } from "node:fs";
import { chromium } from "playwright";

const WIDTH = 480;
const HEIGHT = 270;
const FRAMES = 60;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
const base64 = await page.evaluate(
  async ({ width, height, frames }) => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext("2d")!;
    const drawFrame = (t: number) => {
      g.fillStyle = "#dfe6ee";
      g.fillRect(0, 0, width, height);
      g.fillStyle = "#9aa7b4";
      g.fillRect(0, 200, width, height - 200);
      const x = 40 + t * 4;
      g.fillStyle = "#1f4e79";
      g.beginPath();
      g.roundRect(x, 130, 170, 55, 18);
      g.roundRect(x + 35, 100, 95, 40, 14);
      g.fill();
      g.fillStyle = "#222";
      g.beginPath();
      g.arc(x + 40, 188, 16, 0, 2 * Math.PI);
      g.arc(x + 130, 188, 16, 0, 2 * Math.PI);
      g.fill();
      g.fillStyle = "#333";
      g.font = "20px sans-serif";
      g.fillText("Demo walkaround video", 130, 40);
    };
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 150_000 });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    drawFrame(0);
    recorder.start();
    for (let t = 1; t <= frames; t++) {
      await new Promise((resolve) => setTimeout(resolve, 66));
      drawFrame(t);
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
  },
  { width: WIDTH, height: HEIGHT, frames: FRAMES },
);
writeFileSync("runtime/demo/media/demo-video.webm", Buffer.from(base64, "base64"));
await browser.close();
