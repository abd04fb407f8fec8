const encoder = new TextEncoder();

/**
 * A Response over a body already in memory, which the server writes as it is. Anyone may still read it like
 * any Response (text, json, bytes, the body stream), but no stream is built unless one is asked for: building
 * one costs more than a small search itself. For hot API paths; any Response still works.
 */
export class BufferedResponse extends Response {
  readonly bodyText: string | Uint8Array;

  constructor(body: string | Uint8Array, init?: ResponseInit) {
    super(null, init);
    this.bodyText = body;
    Object.defineProperty(this, "body", {
      get: () => new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(this.#bytes());
          controller.close();
        },
      }),
    });
  }

  #bytes(): Uint8Array<ArrayBuffer> {
    return typeof this.bodyText === "string" ? encoder.encode(this.bodyText) : new Uint8Array(this.bodyText);
  }

  override text(): Promise<string> {
    return Promise.resolve(typeof this.bodyText === "string" ? this.bodyText : new TextDecoder().decode(this.bodyText));
  }

  override json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text));
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve(this.#bytes());
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes().buffer);
  }
}

export function bufferedResponse(body: string | Uint8Array, init?: ResponseInit): Response {
  return new BufferedResponse(body, init);
}

/** The body to write as it is, when the response holds one. */
export function bufferedBody(response: Response): string | Uint8Array | undefined {
  return response instanceof BufferedResponse ? response.bodyText : undefined;
}
