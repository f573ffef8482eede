import { PHOTO_MAX_BYTES } from "@fh/validators/site";

/** SPEC §5: the public creator's checks, before anything is sent. Null when the file may go. */
export function checkPhoto(file: { type: string; size: number }): { title: string; description: string } | null {
  if (!file.type.startsWith("image/")) {
    return { title: "Invalid File", description: "Please select an image file (JPG, PNG, GIF)." };
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return { title: "File Too Large", description: "Please select an image smaller than 5MB." };
  }
  return null;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * POST /api/upload/photo as multipart (field `photo`) through XMLHttpRequest,
 * because fetch cannot report upload progress. Resolves with the stored photo's URL.
 */
export function uploadPhoto(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/photo");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      const body = xhr.response as { photoUrl?: unknown; error?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.photoUrl === "string") {
        onProgress(100);
        resolve(body.photoUrl);
      } else {
        const message = typeof body?.error === "string" ? body.error : `${xhr.status}: ${xhr.statusText || "Upload failed"}`;
        reject(new UploadError(message, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError("Network error", 0));
    xhr.onabort = () => reject(new UploadError("Upload cancelled", 0));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append("photo", file);
    xhr.send(body);
  });
}
