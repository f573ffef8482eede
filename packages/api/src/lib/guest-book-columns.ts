import { guestBookEntries } from "@fh/db";

/** A guest-book message's columns the public sees (the book, the family's keepsake): never the author's email, the reports or who moderated. */
export const publicEntryColumns = {
  id: guestBookEntries.id,
  obituaryId: guestBookEntries.obituaryId,
  authorName: guestBookEntries.authorName,
  message: guestBookEntries.message,
  createdAt: guestBookEntries.createdAt,
};
