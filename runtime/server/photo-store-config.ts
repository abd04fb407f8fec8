import { join } from "node:path";
import { diskPhotoStore } from "../stock/photos/disk-photo-store.ts";
import type { PhotoStore } from "../stock/photos/photo-store.ts";
import { s3PhotoStore } from "../stock/photos/s3-photo-store.ts";
import type { ServerConfig } from "./config.ts";

/** The photo store the configuration names: the bucket of MEDIA_S3_BUCKET, else DATA_DIR/media/photos. */
export function photoStore(config: Pick<ServerConfig, "dataDir" | "media">): PhotoStore {
  const { media } = config;
  return media.bucket ? s3PhotoStore({ bucket: media.bucket, endpoint: media.endpoint, region: media.region }) : diskPhotoStore(join(config.dataDir, "media", "photos"));
}
