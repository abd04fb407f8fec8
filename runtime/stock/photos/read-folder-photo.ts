import { open, realpath } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";

export type FolderPhoto = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * Reads a photo a feed names as a file in its import folder. The name is a relative path that stays inside the
 * folder: no absolute path, no `..`, and no link leading out of it (the real path is checked before reading).
 * At most maxBytes are read. Never throws.
 */
export async function readFolderPhoto(folder: string | null, name: string, maxBytes: number): Promise<FolderPhoto> {
  if (!folder) return { ok: false, message: "this import has no photo folder for files" };
  if (isAbsolute(name) || name.split(/[\\/]/).includes("..") || name.includes("\0")) {
    return { ok: false, message: "refused: a photo file is named relative to the import folder, without .." };
  }
  try {
    const root = await realpath(folder);
    const path = await realpath(resolve(root, name));
    const inside = relative(root, path);
    if (inside === "" || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return { ok: false, message: "refused: the file is outside the import folder" };
    const file = await open(path, "r");
    try {
      const { size } = await file.stat();
      if (size > maxBytes) return { ok: false, message: `the photo is over ${Math.floor(maxBytes / (1024 * 1024))} MiB` };
      return { ok: true, bytes: await file.readFile() };
    } finally {
      await file.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, message: code === "ENOENT" ? "no such file in the import folder" : `the file could not be read (${code ?? (error as Error).message})` };
  }
}
