import { uploadPhoto, UploadError, usePhotoUpload, type UploadOptions } from "@fh/client/upload";
import { toast } from "@fh/ui";
import { useCallback } from "react";
import { reportSessionExpired } from "./session";
import { trpc } from "./trpc";

/** The shared upload, plus the staff app's session rule: a 401 ends the session (SPEC §4). */
export function uploadStaffPhoto(file: File, options?: UploadOptions) {
  return uploadPhoto(file, options).catch((error: unknown) => {
    if (error instanceof UploadError && error.status === 401) reportSessionExpired();
    throw error;
  });
}

/**
 * A photo into the gallery, from the gallery page or the dashboard's button
 * (SPEC §8: 'Photo Uploaded', or 'Upload Failed' - 'Failed to upload photo').
 * `progress` is null when idle. Moving on to another staff page does not stop
 * it: the photo still reaches the gallery and the toast still says so. An
 * ended session is told once, by the session handler.
 */
export function useGalleryUpload() {
  const utils = trpc.useUtils();
  const { progress, upload } = usePhotoUpload({ send: uploadStaffPhoto, cancelOnLeave: false });
  const start = useCallback(
    (file: File) => {
      upload(file).then(
        (photo) => {
          void utils.admin.photos.list.invalidate();
          toast({ title: "Photo Uploaded", description: `${photo.originalName} was added to the gallery.`, variant: "success" });
        },
        (error: unknown) => {
          if (error instanceof UploadError && error.status === 401) return;
          toast({ title: "Upload Failed", description: "Failed to upload photo", variant: "destructive" });
        },
      );
    },
    [upload, utils],
  );
  return { progress, start };
}
