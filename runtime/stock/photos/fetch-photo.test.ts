import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoServer } from "../../../tests/kit/stock/photo-server.ts";
import { fetchPhoto, type PhotoFetchOptions } from "./fetch-photo.ts";
import { guardedPhotoFetch } from "./guarded-photo-fetch.ts";

// Issue 19 §2: photos a feed names by URL are fetched over http or https only, through the guard that refuses
// private, link-local and metadata addresses before connecting, within size and time bounds, only as images.
let server: Awaited<ReturnType<typeof photoServer>>;
beforeAll(async () => {
  server = await photoServer();
});
afterAll(() => server.close());

// The fixture is on loopback, which the guard refuses: these fetches go without it, as only a test may.
const loopback = (overrides: Partial<PhotoFetchOptions> = {}): PhotoFetchOptions => ({ lookup: undefined, timeoutMs: 5000, maxBytes: 1024 * 1024, ...overrides });

describe("fetchPhoto", () => {
  it("fetches a photo with its ETag, and answers unchanged for the same ETag (304) or, without one, the same size", async () => {
    const fetched = await fetchPhoto(server.url("/etag.jpg"), loopback());
    expect(fetched).toMatchObject({ ok: true, etag: '"v1"' });
    expect("bytes" in fetched && Buffer.from(fetched.bytes).equals(server.photo)).toBe(true);
    expect(await fetchPhoto(server.url("/etag.jpg"), loopback({ previous: { etag: '"v1"', size: 1 } }))).toEqual({ ok: true, unchanged: true });
    expect(await fetchPhoto(server.url("/plain.jpg"), loopback({ previous: { etag: null, size: server.photo.byteLength } }))).toEqual({ ok: true, unchanged: true });
    expect(await fetchPhoto(server.url("/plain.jpg"), loopback({ previous: { etag: null, size: 5 } }))).toMatchObject({ ok: true, etag: null });
  });

  it("follows a redirect, and refuses what is not a photo, too large, too slow or missing", async () => {
    expect(await fetchPhoto(server.url("/moved.jpg"), loopback())).toMatchObject({ ok: true, etag: '"v1"' });
    expect(await fetchPhoto(server.url("/page.html"), loopback())).toEqual({ ok: false, message: "the URL is not a photo (content type text/html)" });
    expect(await fetchPhoto(server.url("/huge.jpg"), loopback())).toEqual({ ok: false, message: "the photo is over 1 MiB" });
    expect(await fetchPhoto(server.url("/plain.jpg"), loopback({ maxBytes: 1000 }))).toEqual({ ok: false, message: "the photo is over 1000 bytes" });
    expect(await fetchPhoto(server.url("/slow.jpg"), loopback({ timeoutMs: 300 }))).toEqual({ ok: false, message: "no whole photo within 0.3 seconds" });
    expect(await fetchPhoto(server.url("/gone.jpg"), loopback())).toEqual({ ok: false, message: "the photo's server answered 404" });
    expect(await fetchPhoto(`ftp://127.0.0.1:${server.port}/etag.jpg`, loopback())).toEqual({ ok: false, message: "refused: ftp: is not http or https" });
    expect(await fetchPhoto("file:///etc/passwd", loopback())).toEqual({ ok: false, message: "refused: file: is not http or https" });
  });

  it("refuses private, link-local and metadata addresses before connecting, literal or resolved", async () => {
    const before = server.connections();
    const guarded = guardedPhotoFetch(async (host) => ({ "metadata.example": ["169.254.169.254"], "intranet.example": ["10.0.0.1"], "sneaky.example": ["127.0.0.1"] })[host] ?? []);
    expect(await guarded("http://169.254.169.254/latest/meta-data/", undefined)).toEqual({ ok: false, message: "refused: 169.254.169.254 is a private address (169.254.169.254)" });
    expect(await guarded("https://10.0.0.1/photo.jpg", undefined)).toEqual({ ok: false, message: "refused: 10.0.0.1 is a private address (10.0.0.1)" });
    expect(await guarded("http://[::1]/photo.jpg", undefined)).toMatchObject({ ok: false, message: expect.stringMatching(/^refused: ::1 is a private address/) });
    expect(await guarded("http://metadata.example/latest/meta-data/", undefined)).toEqual({ ok: false, message: "refused: metadata.example is a private address (169.254.169.254)" });
    expect(await guarded("http://intranet.example/photo.jpg", undefined)).toEqual({ ok: false, message: "refused: intranet.example is a private address (10.0.0.1)" });
    // The fixture itself, reached by a name that resolves to loopback: refused, and it never sees a connection.
    expect(await guarded(`http://sneaky.example:${server.port}/etag.jpg`, undefined)).toEqual({ ok: false, message: "refused: sneaky.example is a private address (127.0.0.1)" });
    expect(await guarded(server.url("/etag.jpg"), undefined)).toMatchObject({ ok: false, message: expect.stringMatching(/^refused: 127\.0\.0\.1 is a private address/) });
    expect(server.connections()).toBe(before);
  });
});
