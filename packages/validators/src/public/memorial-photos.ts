import { z } from "zod";
import { optionalText, requiredText } from "../fields";
import { recordId } from "../record-id";

/** A memorial's gallery holds at most this many photos. */
export const MEMORIAL_PHOTOS_MAX = 30;
export const PHOTO_CAPTION_MAX = 200;

/** One of our uploads ("/uploads/<name>"), as POST /api/upload/photo answers it: the gallery never points at another site. */
export const uploadedPhotoUrl = requiredText(300).refine((s) => /^\/uploads\/[A-Za-z0-9._-]+$/.test(s), { error: "Upload the photo first" });

const caption = optionalText(PHOTO_CAPTION_MAX).transform((s) => s ?? "");

/** The family adds an uploaded photo to the gallery, at its end. */
export const memorialPhotoAddInput = z.strictObject({ obituaryId: recordId, photoUrl: uploadedPhotoUrl, caption });

/** A new caption for one photo of the gallery. */
export const memorialPhotoCaptionInput = z.strictObject({ obituaryId: recordId, photoId: recordId, caption });

/** One photo of the gallery, to remove. */
export const memorialPhotoInput = z.strictObject({ obituaryId: recordId, photoId: recordId });

/** The gallery in its new order: every photo's id once. */
export const memorialPhotoOrderInput = z.strictObject({
  obituaryId: recordId,
  photoIds: z.array(recordId, { error: "Expected a list of photo ids" }).max(MEMORIAL_PHOTOS_MAX, { error: `At most ${MEMORIAL_PHOTOS_MAX} photos` }),
});
