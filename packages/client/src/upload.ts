import type { StoredPhoto } from "@fh/api";
import { PHOTO_MAX_BYTES } from "@fh/validators/site";
import { useCallback, useEffect, useRef, useState } from "react";

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
}

/**
 * POST /api/upload/photo as multipart (field `photo`, SPEC §7) through
 * XMLHttpRequest, because fetch cannot report upload progress. The page's own
 * origin, so the staff session cookie goes with it. Resolves with what the
 * server stored; a failure carries the server's `{ error }` text, or
 * "{status}: {status text}" (SPEC §8's generic form).
 */
export function uploadPhoto(file: File, options: UploadOptions = {}): Promise<StoredPhoto> {
  const { onProgress, signal, headers } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError("Upload cancelled", 0, true));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/photo");
    xhr.responseType = "json";
    for (const [name, value] of Object.entries(headers ?? {})) xhr.setRequestHeader(name, value);
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
        return await send(file, { onProgress: setProgress, signal: controller.signal });
      } finally {
        if (current.current === controller) current.current = null;
        setProgress(null);
      }
    },
    [send],
  );

  return { progress, upload };
}
