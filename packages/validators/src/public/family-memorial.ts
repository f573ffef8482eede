import { z } from "zod";
import { GUEST_BOOK_MODES } from "../constants";
import { recordId } from "../record-id";

/** The family sets their guest book's mode: open, moderated or closed. */
export const familyGuestBookModeInput = z.strictObject({
  obituaryId: recordId,
  mode: z.enum(GUEST_BOOK_MODES, { error: `mode must be one of ${GUEST_BOOK_MODES.join(", ")}` }),
});

/** The family approves or hides one message of their guest book. */
export const familyGuestBookModerateInput = z.strictObject({
  obituaryId: recordId,
  entryId: recordId,
  action: z.enum(["approve", "hide"], { error: "action must be approve or hide" }),
});
