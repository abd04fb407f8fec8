import { Worker } from "node:worker_threads";

/** A decoded photo: RGBA pixels, four bytes each, rows top to bottom, already turned upright by the file's own transforms. */
export interface DecodedPhoto {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

/** The decode's worker: beside this module in the sources, beside the server bundle once built (scripts/build.ts). */
const DECODE_WORKER = new URL(import.meta.url.endsWith(".ts") ? "./heic-decode-worker.ts" : "./heic-decode-worker.js", import.meta.url);

/** A decode that takes longer than this is given up (a hostile file must not keep a thread busy). */
const DECODE_TIMEOUT_MS = 30_000;

/**
 * Decodes a HEIC (HEVC-coded HEIF) photo, which sharp's prebuilt libvips cannot: it carries no HEVC decoder
 * (patent licensing), so an iPhone's photos are decoded by libheif compiled to WebAssembly (heic-decode), in a
 * worker thread of its own that ends with the decode.
 */
export function decodeHeic(original: Uint8Array): Promise<DecodedPhoto> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(DECODE_WORKER, { workerData: original });
    const timer = setTimeout(() => {
      reject(new Error("the HEIC photo took too long to decode"));
      void worker.terminate();
    }, DECODE_TIMEOUT_MS);
    worker.once("message", (decoded: DecodedPhoto) => {
      clearTimeout(timer);
      resolve(decoded);
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
