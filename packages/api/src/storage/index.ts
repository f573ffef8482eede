import type { Readable } from "node:stream";

export * from "./names";
export { createLocalPhotoStorage } from "./local";
export { createS3PhotoStorage, type S3PhotoStorageSettings } from "./s3";
export { createS3ArchiveStore, type ArchiveObject, type S3ArchiveStore } from "./s3-archives";
export { photoForPrint, PRINT_PHOTO_DIMENSION } from "./print-photo";
export {
  copyRemotePhoto,
  createRemotePhotoFetcher,
  isPublicAddress,
  isRemotePhotoUrl,
  RemotePhotoError,
  REMOTE_PHOTO_TIMEOUT_MS,
  type RemotePhotoFetcher,
  type RemotePhotoFetchOptions,
  type RemotePhotoSource,
} from "./remote";

export interface StoredPhotoStream {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where photo bytes live. Local disk by default (local.ts); an S3-compatible
 * bucket with S3_* set (s3.ts), for several instances. Every call refuses
 * names that do not match STORED_PHOTO_NAME.
 */
export interface PhotoStorage {
  /** Writes the bytes under a server-made name (fails if the name exists). */
  save(name: string, data: Buffer): Promise<void>;
  /** Deletes the bytes; false when there was nothing to delete. */
  remove(name: string): Promise<boolean>;
  /** Opens the bytes for reading, or null when absent or not one of ours. */
  resolve(name: string): Promise<StoredPhotoStream | null>;
  /** Every stored photo's name (backups and the home's export read them all). */
  list(): AsyncIterable<string>;
  /** Bytes still free where photos are written, when the storage can say (local disk); absent for a bucket, which has no floor. */
  freeBytes?(): Promise<number>;
}

