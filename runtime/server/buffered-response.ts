const bodies = new WeakMap<Response, string | Uint8Array>();

/**
 * A Response whose body the server writes as it is, instead of reading it back through a web stream
 * (which costs more than a small search itself). For hot API paths; any Response still works.
 */
export function bufferedResponse(body: string | Uint8Array, init?: ResponseInit): Response {
  const response = new Response(body as BodyInit, init);
  bodies.set(response, body);
  return response;
}

export function bufferedBody(response: Response): string | Uint8Array | undefined {
  return bodies.get(response);
}
