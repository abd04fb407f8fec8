import { get as httpGet, type IncomingMessage } from "node:http";
import { get as httpsGet } from "node:https";
import type { LookupFunction } from "node:net";
import { refusedLiteral } from "../../http/address-guard.ts";

/** What a photo URL answered: its bytes with what identifies them, unchanged since last time, or why not. */
export type FetchedPhoto =
  | { ok: true; bytes: Uint8Array; etag: string | null }
  | { ok: true; unchanged: true }
  | { ok: false; message: string };

export interface PhotoFetchOptions {
  /**
   * The connection's DNS lookup: the private address guard (guardedLookup), so a host resolving to a loopback,
   * private, link-local or metadata address is refused before connecting. Undefined only in tests of a
   * loopback server.
   */
  lookup: LookupFunction | undefined;
  timeoutMs: number;
  maxBytes: number;
  /** What the photo was last time: a matching ETag (304) or size means it has not changed. */
  previous?: { etag: string | null; size: number | null } | undefined;
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", "image/avif"]);
const MAX_REDIRECTS = 3;

/**
 * Fetches a photo a feed names by URL: http or https only; every hop (redirects too) through the private address
 * guard, an address literal checked before connecting; the whole answer within the timeout and maxBytes; an
 * image content type. Whether the bytes are really a photo is the pipeline's check. Never throws.
 */
export async function fetchPhoto(url: string, options: PhotoFetchOptions): Promise<FetchedPhoto> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let target = url;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const refused = refusedTarget(target, options.lookup !== undefined);
      if (refused) return { ok: false, message: refused };
      const response = await request(target, options, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        response.resume();
        target = new URL(location, target).href;
        continue;
      }
      return await answer(response, options);
    }
    return { ok: false, message: `more than ${MAX_REDIRECTS} redirects` };
  } catch (error) {
    if (signal.aborted) return { ok: false, message: `no whole photo within ${options.timeoutMs / 1000} seconds` };
    // The guard's refusal says it all: the host and the private address it resolved to.
    if ((error as NodeJS.ErrnoException).code === "EADDRESSREFUSED") return { ok: false, message: (error as Error).message };
    return { ok: false, message: `the photo could not be fetched: ${(error as Error).message}` };
  }
}

function refusedTarget(target: string, guarded: boolean): string | null {
  const protocol = new URL(target).protocol;
  if (protocol !== "http:" && protocol !== "https:") return `refused: ${protocol} is not http or https`;
  return guarded ? refusedLiteral(target) : null;
}

function request(target: string, options: PhotoFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const headers: Record<string, string> = { accept: [...IMAGE_TYPES].join(", "), "user-agent": "Forecourt-Photos/1" };
  if (options.previous?.etag) headers["if-none-match"] = options.previous.etag;
  const get = target.startsWith("https:") ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    get(target, { headers, lookup: options.lookup, signal }, resolve).on("error", reject);
  });
}

async function answer(response: IncomingMessage, options: PhotoFetchOptions): Promise<FetchedPhoto> {
  const status = response.statusCode ?? 0;
  const etag = typeof response.headers.etag === "string" ? response.headers.etag : null;
  const declared = response.headers["content-length"] === undefined ? null : Number(response.headers["content-length"]);
  const previous = options.previous;
  const sameEtag = etag !== null && etag === previous?.etag;
  const sameSize = etag === null && declared !== null && declared === previous?.size;
  if (status === 304 || (status === 200 && (sameEtag || sameSize))) {
    response.destroy();
    return { ok: true, unchanged: true };
  }
  if (status !== 200) {
    response.destroy();
    return { ok: false, message: `the photo's server answered ${status}` };
  }
  const type = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!IMAGE_TYPES.has(type)) {
    response.destroy();
    return { ok: false, message: `the URL is not a photo (content type ${type || "none"})` };
  }
  if (declared !== null && declared > options.maxBytes) {
    response.destroy();
    return { ok: false, message: tooLarge(options.maxBytes) };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > options.maxBytes) {
      response.destroy();
      return { ok: false, message: tooLarge(options.maxBytes) };
    }
    chunks.push(chunk);
  }
  return { ok: true, bytes: Buffer.concat(chunks), etag };
}

function tooLarge(maxBytes: number): string {
  const mebibytes = maxBytes / (1024 * 1024);
  return `the photo is over ${mebibytes >= 1 ? `${Math.floor(mebibytes)} MiB` : `${maxBytes} bytes`}`;
}
