// Decodes one HEIC original to RGBA pixels, in a worker thread: libheif runs as WebAssembly, synchronously, and
// a camera-sized photo would otherwise hold the server's event loop while it decodes.
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

const { width, height, data } = await decode({ buffer: workerData as Uint8Array });
// The pixels are the decoder's own fresh buffer: handed over, not copied.
parentPort!.postMessage({ width, height, pixels: data }, [data.buffer as ArrayBuffer]);
