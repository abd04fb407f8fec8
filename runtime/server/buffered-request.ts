import { MemoryBody } from "./memory-body.ts";

/**
 * A Request over a body already read into memory. Handlers read it as from any Request (text, json, bytes,
 * formData, or the body stream), but no stream is built unless one is asked for: building one costs more
 * than a small search itself.
 */
export class BufferedRequest extends Request {
  readonly #body: MemoryBody;

  constructor(input: URL | string, init: Omit<RequestInit, "body">, bytes: Uint8Array) {
    super(input, init);
    this.#body = new MemoryBody(new Uint8Array(bytes));
  }

  // The web class's own body is left empty; this one is served in its place.
  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return this.#body.stream();
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#body.text());
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.#body.text()).then(JSON.parse);
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve(this.#body.bytes());
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#body.bytes().buffer);
  }

  override formData(): Promise<FormData> {
    return new Response(this.#body.bytes(), { headers: this.headers }).formData();
  }
}
