import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { PHOTO_FILENAME_PATTERN } from "@fh/validators";

/**
 * The part of photo storage the staff gallery needs: find and remove a stored
 * file by its server-made name. (The upload side lives with the public API;
 * both sit over the same folder, DATA_DIR/uploads.)
 */
export interface AdminPhotoFiles {
  /** Removes the stored file; answers false when there was none. Throws InvalidPhotoFilename for a bad name. */
  remove(filename: string): Promise<boolean>;
  /** Whether the stored file exists. */
  exists(filename: string): Promise<boolean>;
}

export class InvalidPhotoFilename extends Error {
  override name = "InvalidPhotoFilename";
  constructor() {
    super("Invalid photo file name");
  }
}

/**
 * Resolves a photo file name to its path inside `root`, or throws. Belt and
 * braces: the name must match the server's own pattern exactly (which already
 * rules out `..`, slashes, backslashes, percent signs and NUL), and the
 * resolved path must still sit directly inside the folder.
 */
export function resolvePhotoPath(root: string, filename: string): string {
  if (
    typeof filename !== "string" ||
    !PHOTO_FILENAME_PATTERN.test(filename) ||
    /[/\\\0%]|\.\./.test(filename)
  ) {
    throw new InvalidPhotoFilename();
  }
  const folder = path.resolve(root);
  const target = path.resolve(folder, filename);
  if (path.dirname(target) !== folder || path.basename(target) !== filename) throw new InvalidPhotoFilename();
  return target;
}

/** Local disk: the default, one folder under DATA_DIR. */
export function createLocalAdminPhotoFiles(root: string): AdminPhotoFiles {
  return {
    async remove(filename) {
      const target = resolvePhotoPath(root, filename);
      try {
        await rm(target);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
    async exists(filename) {
      const target = resolvePhotoPath(root, filename);
      try {
        return (await stat(target)).isFile();
      } catch {
        return false;
      }
    },
  };
}
