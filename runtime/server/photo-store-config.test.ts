import { existsSync } from "node:fs";
import { join } from "node:path";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeS3 } from "../../tests/kit/fake-s3.ts";
import { readConfig } from "./config.ts";
import { photoStore } from "./photo-store-config.ts";

const HASH = "b".repeat(64);
const files = () => new Map([["w320.webp", new Uint8Array([1, 2, 3])], ["photo.json", new TextEncoder().encode("{}")]]);

afterEach(() => vi.unstubAllEnvs());

describe("where photos are stored, by configuration", () => {
  it("keeps them in DATA_DIR/media/photos by default", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "forecourt-media-")), "data");
    const config = readConfig({ DATA_DIR: dataDir });
    expect(config.media).toEqual({ bucket: null });
    await photoStore(config).write(HASH, files());
    expect(existsSync(join(dataDir, "media", "photos", HASH, "w320.webp"))).toBe(true);
  });

  it("puts them in the S3-compatible bucket MEDIA_S3_BUCKET names, at MEDIA_S3_ENDPOINT, with the SDK's credentials", async () => {
    const fake = await startFakeS3("forecourt-media");
    try {
      vi.stubEnv("AWS_ACCESS_KEY_ID", "test");
      vi.stubEnv("AWS_SECRET_ACCESS_KEY", "test-secret");
      const dataDir = join(mkdtempSync(join(tmpdir(), "forecourt-media-")), "data");
      const config = readConfig({ DATA_DIR: dataDir, MEDIA_S3_BUCKET: "forecourt-media", MEDIA_S3_ENDPOINT: fake.endpoint, MEDIA_S3_REGION: "auto" });
      const store = photoStore(config);
      await store.write(HASH, files());
      expect(fake.puts).toEqual([`photos/${HASH}/w320.webp`, `photos/${HASH}/photo.json`]);
      expect(await store.read(HASH, "w320.webp")).toEqual(new Uint8Array([1, 2, 3]));
      expect(existsSync(join(dataDir, "media"))).toBe(false);
    } finally {
      await fake.close();
    }
  });
});
