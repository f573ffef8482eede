import { guestBookEntries } from "@fh/db";

/** A guest-book message's columns the public sees (the book, the family's keepsake): never the author's email, the reports or who moderated. */
export const publicEntryColumns = {
  id: guestBookEntries.id,
  obituaryId: guestBookEntries.obituaryId,
  authorName: guestBookEntries.authorName,
  message: guestBookEntries.message,
  /** A photo the writer attached; only a message someone approved is public, so the photo has been looked at. */
  photoUrl: guestBookEntries.photoUrl,
  createdAt: guestBookEntries.createdAt,
};
