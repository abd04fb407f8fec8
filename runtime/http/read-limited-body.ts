export type LimitedBody = { ok: true; text: string } | { ok: false; reason: "too-large" | "unreadable" | "not-utf8" };

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Reads a request body as UTF-8 text, stopping as soon as it passes `limitBytes`; bytes that are not UTF-8 refuse it. */
export async function readLimitedBody(request: Request, limitBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limitBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limitBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  try {
    return { ok: true, text: utf8.decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}
