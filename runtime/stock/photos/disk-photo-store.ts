import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PhotoStore } from "./photo-store.ts";

const HASH = /^[0-9a-f]{64}$/;
const NAME = /^[a-z0-9]+(\.[a-z0-9]+)?$/;

/**
 * Photos on the local disk, one folder per hash under `root` (DATA_DIR/media/photos). A photo's files are
 * written into a temporary folder beside them and renamed into place, so a crash or a second writer of the
 * same photo never leaves half a photo. Names are checked, so a request's hash or name cannot leave the root.
 */
export function diskPhotoStore(root: string): PhotoStore {
  return {
    async read(hash, name) {
      if (!HASH.test(hash) || !NAME.test(name)) return undefined;
      try {
        return await readFile(join(root, hash, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async write(hash, files) {
      if (!HASH.test(hash)) throw new Error(`not a photo hash: ${hash}`);
      await mkdir(root, { recursive: true });
      const staging = await mkdtemp(join(root, ".staging-"));
      try {
        for (const [name, bytes] of files) await writeFile(join(staging, name), bytes);
        await rename(staging, join(root, hash));
      } catch (error) {
        // Another writer stored the same bytes first: its folder stays, this copy goes.
        await rm(staging, { recursive: true, force: true });
        if (!["EEXIST", "ENOTEMPTY"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
      }
    },
  };
}
