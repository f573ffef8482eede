import type { StoredPhoto } from "@fh/api";
import { PHOTO_MAX_BYTES } from "@fh/validators/site";
import { useCallback, useEffect, useRef, useState } from "react";
import { newSubmissionKey } from "./submission-key";

/**
 * Why a picked file may not be sent (SPEC §5): not an image, or over 5 MB.
 * Each app words the refusal itself; the rule is this one. The server checks
 * the bytes again whatever the browser said.
 */
export type PhotoProblem = "not-an-image" | "too-large";

export function checkPhoto(file: { type: string; size: number }): PhotoProblem | null {
  if (!file.type.startsWith("image/")) return "not-an-image";
  if (file.size > PHOTO_MAX_BYTES) return "too-large";
  return null;
}

export class UploadError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer came (network failure or cancelled). */
    readonly status: number,
    /** True when the upload was cancelled on purpose (the page was left). */
    readonly cancelled = false,
  ) {
    super(message);
  }
}

export interface UploadOptions {
  /** 0 to 100 as the bytes go out; 100 once the server has stored the photo. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request; the promise then rejects with a cancelled UploadError. */
  signal?: AbortSignal;
  /** Extra request headers (the public site's language). */
  headers?: Record<string, string>;
  /**
   * The upload's Idempotency-Key: the server stores the photo once per key.
   * The same key for the same photo sent again after no answer came; a new
   * one is made when none is given.
   */
  idempotencyKey?: string;
}

/**
 * POST /api/upload/photo as multipart (field `photo`, SPEC §7) through
 * XMLHttpRequest, because fetch cannot report upload progress. The page's own
 * origin, so the staff session cookie goes with it. Resolves with what the
 * server stored; a failure carries the server's `{ error }` text, or
 * "{status}: {status text}" (SPEC §8's generic form). It goes with an
 * Idempotency-Key, so a retry of a photo the server did store is answered
 * with that photo instead of storing it twice.
 */
export function uploadPhoto(file: File, options: UploadOptions = {}): Promise<StoredPhoto> {
  const { onProgress, signal, headers, idempotencyKey = newSubmissionKey() } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError("Upload cancelled", 0, true));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/photo");
    xhr.responseType = "json";
    for (const [name, value] of Object.entries(headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("Idempotency-Key", idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      const body = xhr.response as (Partial<StoredPhoto> & { error?: unknown }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.photoUrl === "string") {
        onProgress?.(100);
        resolve(body as StoredPhoto);
        return;
      }
      const said = typeof body?.error === "string" ? body.error : `${xhr.status}: ${xhr.statusText || "Upload failed"}`;
      reject(new UploadError(said, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError("Network error", 0));
    xhr.onabort = () => reject(new UploadError("Upload cancelled", 0, true));
    // Aborting after the answer is a no-op, and the listener goes with its controller.
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("photo", file);
    xhr.send(form);
  });
}

/**
 * One picker's Idempotency-Keys, one a photo. The picker clears its input
 * after each try, so the same photo picked again after a failure is another
 * File object: it is known by its name, size, date and type instead. Its key
 * is kept until the server has stored it (then the next pick is a new
 * upload), or said the key went with other bytes (422).
 */
export interface PhotoUploadKeys {
  /** The key of this photo's upload: the last one while it has not been stored. */
  keyOf: (file: File) => string;
  /** The upload of `file` got its answer: `error` when it failed. */
  settled: (file: File, error?: unknown) => void;
}

export function photoUploadKeys(): PhotoUploadKeys {
  const keys = new Map<string, string>();
  const idOf = (file: File) => JSON.stringify([file.name, file.size, file.lastModified, file.type]);
  return {
    keyOf: (file) => {
      const id = idOf(file);
      let key = keys.get(id);
      if (key === undefined) {
        key = newSubmissionKey();
        keys.set(id, key);
      }
      return key;
    },
    settled: (file, error) => {
      if (error === undefined || (error instanceof UploadError && error.status === 422)) keys.delete(idOf(file));
    },
  };
}

/** One picker's send of `file`: with the photo's key from `keys`, which then hear how it went. */
export async function sendWithKey(send: typeof uploadPhoto, keys: PhotoUploadKeys, file: File, options: UploadOptions = {}): Promise<StoredPhoto> {
  try {
    const photo = await send(file, { ...options, idempotencyKey: keys.keyOf(file) });
    keys.settled(file);
    return photo;
  } catch (error) {
    keys.settled(file, error);
    throw error;
  }
}

export interface PhotoUploadOptions {
  /** uploadPhoto, or an app's wrapper of it. */
  send?: typeof uploadPhoto;
  /**
   * Cancel an upload still under way when the picker leaves the page (the
   * default): a form that is gone has no use for the photo. The staff gallery
   * says false, since the photo is the point and should arrive anyway.
   */
  cancelOnLeave?: boolean;
}

/** One photo picker's upload: `progress` is null when idle, else 0 to 100. */
export function usePhotoUpload({ send = uploadPhoto, cancelOnLeave = true }: PhotoUploadOptions = {}) {
  const [progress, setProgress] = useState<number | null>(null);
  const current = useRef<AbortController | null>(null);
  const [keys] = useState(photoUploadKeys);

  useEffect(() => {
    if (!cancelOnLeave) return;
    return () => current.current?.abort();
  }, [cancelOnLeave]);

  const upload = useCallback(
    async (file: File): Promise<StoredPhoto> => {
      const controller = new AbortController();
      current.current = controller;
      setProgress(0);
      try {
        return await sendWithKey(send, keys, file, { onProgress: setProgress, signal: controller.signal });
      } finally {
        if (current.current === controller) current.current = null;
        setProgress(null);
      }
    },
    [send, keys],
  );

  return { progress, upload };
}
