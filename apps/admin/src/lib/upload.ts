import { reportSessionExpired } from "./session";

export interface UploadedPhoto {
  photoUrl: string;
  filename: string;
  originalName: string;
  size: number;
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
 * POST /api/upload/photo with the file in the multipart field `photo`.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 * The session cookie goes with it (same origin).
 */
export function uploadPhoto(file: File, onProgress?: (percent: number) => void): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/photo");
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<UploadedPhoto> & { error?: string; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.filename) {
        onProgress?.(100);
        resolve(body as UploadedPhoto);
        return;
      }
      if (xhr.status === 401) reportSessionExpired();
      reject(new UploadError(body?.error ?? body?.message ?? "Failed to upload photo", xhr.status));
    };
    xhr.onerror = () => reject(new UploadError("Failed to upload photo", 0));
    const form = new FormData();
    form.append("photo", file);
    xhr.send(form);
  });
}
