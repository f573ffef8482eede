import { z } from "zod";
import { requiredEmail } from "../fields";

/**
 * admin.privacy.lookup and admin.privacy.erase: everything stored for one
 * email address (a person's request to see or erase their data). Unknown keys
 * are refused: an erasure is never widened or narrowed by a field we ignore.
 */
export const privacyRequestInput = z.strictObject({
  email: requiredEmail({ label: "Email" }),
});
