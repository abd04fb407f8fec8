import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { PhotoStore } from "./photo-store.ts";

const HASH = /^[0-9a-f]{64}$/;
const NAME = /^[a-z0-9]+(\.[a-z0-9]+)?$/;
/** The file written last: once it is there, every other file of the photo is. */
const MANIFEST = "photo.json";

export interface S3PhotoStoreOptions {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2, a local fake); AWS itself when unset. */
  endpoint?: string;
  region?: string;
  /** Key prefix inside the bucket. */
  prefix?: string;
  /** Credentials; unset, the AWS SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Photos in an S3-compatible bucket, so several servers share them: `{prefix}{hash}/{name}`. A photo's variants
 * are put before its photo.json, and a photo is only named on a car once stored, so a page never links a file
 * that is not there yet. Objects are immutable (content-addressed), so a second writer of a hash rewrites the
 * same bytes. Names are checked as on disk.
 */
export function s3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    // Checksums only where S3 requires them: S3-compatible services differ in the optional ones they accept.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const key = (hash: string, name: string) => `${options.prefix ?? "photos/"}${hash}/${name}`;
  return {
    async read(hash, name) {
      if (!HASH.test(hash) || !NAME.test(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key(hash, name) }));
        return await object.Body!.transformToByteArray();
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async write(hash, files) {
      if (!HASH.test(hash)) throw new Error(`not a photo hash: ${hash}`);
      const ordered = [...files].sort(([a], [b]) => Number(a === MANIFEST) - Number(b === MANIFEST));
      for (const [name, bytes] of ordered) {
        if (!NAME.test(name)) throw new Error(`not a photo file name: ${name}`);
        await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: key(hash, name), Body: bytes, ContentType: contentType(name) }));
      }
    },
  };
}

function contentType(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return { json: "application/json", webp: "image/webp", avif: "image/avif", jpg: "image/jpeg" }[extension] ?? "application/octet-stream";
}
