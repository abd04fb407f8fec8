import { MemoryBody } from "./memory-body.ts";

/**
 * A Response over a body already in memory, which the server writes as it is. Anyone may still read it like
 * any Response (text, json, bytes, the body stream), but no stream is built unless one is asked for: building
 * one costs more than a small search itself. For hot API paths; any Response still works.
 */
export class BufferedResponse extends Response {
  readonly #body: MemoryBody;

  constructor(body: string | Uint8Array, init?: ResponseInit) {
    super(null, init);
    this.#body = new MemoryBody(body);
  }

  // The web class's own body is left empty; this one is served in its place.
  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return this.#body.stream();
  }

  /** The body as given, for the server to write without reading it back. */
  get held(): string | Uint8Array {
    return this.#body.raw;
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
}

export function bufferedResponse(body: string | Uint8Array, init?: ResponseInit): Response {
  return new BufferedResponse(body, init);
}

/** The body to write as it is, when the response holds one. */
export function bufferedBody(response: Response): string | Uint8Array | undefined {
  return response instanceof BufferedResponse ? response.held : undefined;
}
