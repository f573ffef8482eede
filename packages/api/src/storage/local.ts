import { createReadStream } from "node:fs";
import { link, mkdir, readdir, stat, statfs, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PhotoStorage } from "./index";
import { isStoredPhotoName, photoContentType } from "./names";

function isMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "ENOENT";
}

/**
 * Photos as files in one folder (DATA_DIR/uploads). Writes go to a temporary
 * name first and are linked into place (which, unlike rename, refuses to
 * replace an existing photo), so a reader never sees half a file.
 */
export function createLocalPhotoStorage(directory: string): PhotoStorage {
  const root = path.resolve(directory);
  const pathOf = (name: string): string => {
    if (!isStoredPhotoName(name)) throw new Error("Not a stored photo name");
    // Belt and braces: the pattern already rules out separators, `..`, `%` and NUL.
    const target = path.resolve(root, name);
    if (path.dirname(target) !== root) throw new Error("Not a stored photo name");
    return target;
  };
  let ready: Promise<unknown> | null = null;
  const ensureRoot = () => (ready ??= mkdir(root, { recursive: true }));

  return {
    async save(name, data) {
      const target = pathOf(name);
      await ensureRoot();
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, data, { flag: "wx" });
      try {
        await link(temporary, target);
      } finally {
        await unlink(temporary).catch(() => {});
      }
    },
    async remove(name) {
      if (!isStoredPhotoName(name)) return false;
      try {
        await unlink(pathOf(name));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async resolve(name) {
      const contentType = photoContentType(name);
      if (!contentType) return null;
      const file = pathOf(name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size, contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async *list() {
      await ensureRoot();
      // Temporary files of a save in progress do not match the pattern, so they are never listed.
      for (const entry of await readdir(root, { withFileTypes: true })) {
        if (entry.isFile() && isStoredPhotoName(entry.name)) yield entry.name;
      }
    },
    async freeBytes() {
      await ensureRoot();
      // What an unprivileged process may still write (bavail), not the blocks kept for root.
      const disk = await statfs(root, { bigint: true });
      return Number(disk.bavail * disk.bsize);
    },
  };
}
