const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A request or response body held in memory, read the ways the web classes read theirs. Its stream is made
 * once, on first use, as a real body's is; reading it as text or bytes never makes one.
 */
export class MemoryBody {
  readonly raw: string | Uint8Array;
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | undefined;

  constructor(raw: string | Uint8Array) {
    this.raw = raw;
  }

  /** A copy of the bytes, so a reader may change them. */
  bytes(): Uint8Array<ArrayBuffer> {
    return typeof this.raw === "string" ? encoder.encode(this.raw) : new Uint8Array(this.raw);
  }

  text(): string {
    return typeof this.raw === "string" ? this.raw : decoder.decode(this.raw);
  }

  /** The body as a stream, made once, on first use (as a real body's is). */
  stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return (this.#stream ??= new ReadableStream<Uint8Array<ArrayBuffer>>({
      start: (controller) => {
        controller.enqueue(this.bytes());
        controller.close();
      },
    }));
  }
}
