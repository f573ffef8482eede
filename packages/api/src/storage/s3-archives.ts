import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { S3PhotoStorageSettings } from "./s3";

/** A stored backup archive in a bucket. */
export interface ArchiveObject {
  name: string;
  size: number;
  modifiedAt: Date;
}

export interface S3ArchiveStore {
  put(name: string, file: string): Promise<void>;
  list(): Promise<ArchiveObject[]>;
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  remove(name: string): Promise<void>;
  close(): void;
}

/**
 * Backup archives in an S3-compatible bucket (BACKUP_S3_BUCKET, with the
 * photos' endpoint and keys), under backups/. Uploaded as one stream of the
 * finished file; names are the server's own (backup-YYYYMMDD-HHMMSS.tar.gz).
 */
export async function createS3ArchiveStore(settings: S3PhotoStorageSettings, isArchiveName: (name: string) => boolean): Promise<S3ArchiveStore> {
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A streamed upload otherwise goes aws-chunked with a checksum trailer, which many
    // S3-compatible stores (and s3rver) keep as part of the object's bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const prefix = "backups/";
  const keyOf = (name: string) => {
    if (!isArchiveName(name)) throw new Error("Not a backup archive's name");
    return `${prefix}${name}`;
  };
  return {
    async put(name, file) {
      const { size } = await stat(file);
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: createReadStream(file), ContentLength: size, ContentType: "application/gzip" }));
    },
    async list() {
      const found: ArchiveObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? "";
          if (isArchiveName(name)) found.push({ name, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable)) return null;
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    close: () => client.destroy(),
  };
}
