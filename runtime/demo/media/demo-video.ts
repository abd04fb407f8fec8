import { readFileSync } from "node:fs";
import { resolve } from "node:path";

let bytes: Uint8Array<ArrayBuffer> | undefined;

/** The recorded demo clip (scripts/make-demo-video.ts), read once; paths are from the project root like the rest of the config. */
export function demoVideo(): Uint8Array<ArrayBuffer> {
  bytes ??= new Uint8Array(readFileSync(resolve("runtime/demo/media/demo-video.webm")));
  return bytes;
}
