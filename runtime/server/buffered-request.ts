const decoder = new TextDecoder();

/**
 * A Request over a body already read into memory. Handlers read it as from any Request (text, json, bytes,
 * formData, or the body stream), but no stream is built unless one is asked for: building one costs more
 * than a small search itself.
 */
export class BufferedRequest extends Request {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(input: URL | string, init: Omit<RequestInit, "body">, bytes: Uint8Array) {
    super(input, init);
    this.#bytes = new Uint8Array(bytes);
    const source = this.#bytes;
    Object.defineProperty(this, "body", {
      get: () => new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(source);
          controller.close();
        },
      }),
    });
  }

  override text(): Promise<string> {
    return Promise.resolve(decoder.decode(this.#bytes));
  }

  override json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text));
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve(this.#bytes.slice());
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }

  override formData(): Promise<FormData> {
    return new Response(this.#bytes, { headers: this.headers }).formData();
  }
}
