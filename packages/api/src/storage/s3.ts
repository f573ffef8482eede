import { Readable } from "node:stream";
import type { S3ServiceException } from "@aws-sdk/client-s3";
import type { PhotoStorage } from "./index";
import { isStoredPhotoName, photoContentType } from "./names";

/** S3_* from the server's configuration. */
export interface S3PhotoStorageSettings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket.in.the.path rather than the host name: MinIO, s3rver, most self-hosted stores. */
  forcePathStyle: boolean;
}

function isNotFound(error: unknown, ServiceException: typeof S3ServiceException): boolean {
  if (!(error instanceof ServiceException)) return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, R2…), so that every
 * instance serves every photo through the same /uploads/<name> address. The
 * server streams them out itself: the bucket stays private and the photo
 * addresses do not change with the storage. Names are checked against the
 * server's own pattern before any call, as on local disk. The SDK (about
 * 20 MB resident) loads only on a server that uses a bucket.
 */
export async function createS3PhotoStorage(settings: S3PhotoStorageSettings): Promise<PhotoStorage & { close(): void }> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => {
    if (!isStoredPhotoName(name)) throw new Error("Not a stored photo name");
    return name;
  };

  return {
    async save(name, data) {
      const contentType = photoContentType(name);
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(name), Body: data, ContentType: contentType ?? "application/octet-stream", ContentLength: data.length }),
      );
    },
    async remove(name) {
      if (!isStoredPhotoName(name)) return false;
      // S3 deletes answer the same whether or not the object was there; the caller needs to know.
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
      } catch (error) {
        if (isNotFound(error, S3ServiceException)) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
      return true;
    },
    async resolve(name) {
      const contentType = photoContentType(name);
      if (!contentType) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable)) return null;
        return { stream: object.Body, size: object.ContentLength ?? 0, contentType };
      } catch (error) {
        if (isNotFound(error, S3ServiceException)) return null;
        throw error;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && isStoredPhotoName(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}
