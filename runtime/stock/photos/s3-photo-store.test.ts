import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../../tests/kit/fake-s3.ts";
import { ingestPhoto } from "./ingest-photo.ts";
import { s3PhotoStore } from "./s3-photo-store.ts";

// Issue 19 §2: media in an S3-compatible bucket by configuration, for several servers.
describe("photos in an S3-compatible bucket", () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    fake = await startFakeS3("dealer-media");
  });
  afterAll(() => fake.close());
  const store = () =>
    s3PhotoStore({ bucket: "dealer-media", endpoint: fake.endpoint, credentials: { accessKeyId: "test", secretAccessKey: "test-secret" } });

  it("stores a photo's variants under its hash, its photo.json last, and reads each back as stored", async () => {
    const original = await sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 10, g: 90, b: 200 } } }).jpeg().toBuffer();
    const result = await ingestPhoto(original, store());
    if (!result.ok) throw new Error(result.message);
    const { hash } = result.photo;
    const keys = fake.puts.filter((key) => key.startsWith(`photos/${hash}/`));
    expect(keys).toContain(`photos/${hash}/w640.avif`);
    expect(keys.at(-1)).toBe(`photos/${hash}/photo.json`);
    expect(fake.objects.get(`photos/${hash}/w640.webp`)!.contentType).toBe("image/webp");

    // Another server, with its own client, reads what this one stored.
    const webp = await store().read(hash, "w640.webp");
    expect(Buffer.from(webp!).equals(fake.objects.get(`photos/${hash}/w640.webp`)!.body)).toBe(true);
    expect((await sharp(webp!).metadata()).format).toBe("webp");
    expect(JSON.parse(Buffer.from((await store().read(hash, "photo.json"))!).toString())).toMatchObject({ hash });
  });

  it("answers nothing for a missing file, and never builds a key from a bad hash or name", async () => {
    const hash = "a".repeat(64);
    expect(await store().read(hash, "w320.webp")).toBeUndefined();
    const asked = fake.puts.length;
    expect(await store().read("../../etc", "passwd")).toBeUndefined();
    expect(await store().read(hash, "../photo.json")).toBeUndefined();
    await expect(store().write("not-a-hash", new Map([["photo.json", new Uint8Array()]]))).rejects.toThrow("not a photo hash");
    expect(fake.puts).toHaveLength(asked);
  });
});
