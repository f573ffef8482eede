import { z } from "zod";
import { honeypot, optionalEmail, requiredText } from "../fields";
import { recordId } from "../record-id";
import { uploadedPhotoUrl } from "./memorial-photos";

export const GUEST_BOOK_MESSAGE_MAX = 2000;

export const guestBookListSchema = z.strictObject({ obituaryId: recordId });

/** guestBook.add; POST /api/obituaries/{id}/guestbook takes the same fields without obituaryId. */
export const guestBookEntrySchema = z.strictObject({
  authorName: requiredText(100),
  authorEmail: optionalEmail(),
  message: requiredText(GUEST_BOOK_MESSAGE_MAX),
  /** One photo a guest attaches (uploaded first); such a message always waits for approval. */
  photoUrl: uploadedPhotoUrl.nullish(),
  website: honeypot,
});

export const guestBookAddSchema = guestBookEntrySchema.extend({ obituaryId: recordId });

/** guestBook.report: a visitor flags one shown message for staff. */
export const guestBookReportSchema = z.strictObject({ entryId: recordId });
