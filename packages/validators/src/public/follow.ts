import { z } from "zod";
import { honeypot, requiredEmail } from "../fields";
import { recordId } from "../record-id";

/** obituaries.follow: "Follow this obituary" on a live obituary's page. */
export const obituaryFollowSchema = z.strictObject({
  obituaryId: recordId,
  email: requiredEmail(),
  website: honeypot,
});

