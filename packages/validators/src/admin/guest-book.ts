import { z } from "zod";
import { GUEST_BOOK_ENTRY_STATUSES, GUEST_BOOK_MODES } from "../constants";
import { recordId } from "../record-id";
import { staffListInput, statusFilter } from "./lists";

/** admin.guestBook.search: messages across obituaries, reported first, then newest first. */
export const guestBookSearchInput = z.strictObject({
  ...staffListInput,
  status: statusFilter(GUEST_BOOK_ENTRY_STATUSES),
  obituaryId: recordId.optional(),
});

/** approve, hide and delete take one message. */
export const guestBookEntryIdInput = z.strictObject({ id: recordId });

/** admin.obituaries.setGuestBookCare: the guest book's mode and the page's noindex, either or both. */
export const guestBookCareInput = z.strictObject({
  id: recordId,
  guestBookMode: z.enum(GUEST_BOOK_MODES, { error: `guestBookMode must be one of ${GUEST_BOOK_MODES.join(", ")}` }).optional(),
  noindex: z.boolean({ error: "noindex must be true or false" }).optional(),
});
