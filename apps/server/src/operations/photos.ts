import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { PhotoStorage } from "@fh/api";
import type { PhotoEntry } from "./manifest";

/** Copies every stored photo into `folder`, with each one's size and SHA-256 as read. */
export async function copyPhotosOut(storage: PhotoStorage, folder: string): Promise<PhotoEntry[]> {
  const entries: PhotoEntry[] = [];
  for await (const name of storage.list()) {
    const stored = await storage.resolve(name);
    if (!stored) continue; // removed since it was listed (the upload sweep)
    const hash = createHash("sha256");
    let size = 0;
    stored.stream.on("data", (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    await pipeline(stored.stream, createWriteStream(path.join(folder, name)));
    entries.push({ name, size, sha256: hash.digest("hex") });
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

export async function hasAnyPhoto(storage: PhotoStorage): Promise<boolean> {
  for await (const _ of storage.list()) return true;
  return false;
}

export async function sha256OfStream(stream: NodeJS.ReadableStream): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest("hex"), size };
}

/** Photos restored from `folder` into storage, as the manifest lists them; a name already stored is replaced only with `replace`. */
export async function copyPhotosIn(storage: PhotoStorage, folder: string, photos: PhotoEntry[], replace: boolean): Promise<void> {
  const present = new Set(await readdir(folder).catch(() => [] as string[]));
  for (const photo of photos) {
    if (!present.has(photo.name)) throw new Error(`the archive lists the photo ${photo.name} but does not hold it`);
    if (replace) await storage.remove(photo.name);
    const chunks: Buffer[] = [];
    for await (const chunk of createReadStream(path.join(folder, photo.name))) chunks.push(chunk as Buffer);
    await storage.save(photo.name, Buffer.concat(chunks));
  }
}

/** Every photo the manifest lists, read back from storage: a list of what is missing or differs (empty when all match). */
export async function verifyPhotos(storage: PhotoStorage, photos: PhotoEntry[]): Promise<string[]> {
  const problems: string[] = [];
  for (const photo of photos) {
    const stored = await storage.resolve(photo.name);
    if (!stored) {
      problems.push(`photo ${photo.name} is missing`);
      continue;
    }
    const { sha256 } = await sha256OfStream(stored.stream);
    if (sha256 !== photo.sha256) problems.push(`photo ${photo.name} differs from the archive (SHA-256)`);
  }
  return problems;
}
