import { z } from "zod";
import { honeypot, optionalPhone, requiredEmail, requiredText, personName } from "../fields";

/** contact.send and POST /api/contact. */
export const contactSendSchema = z.strictObject({
  name: personName(100),
  email: requiredEmail(),
  phone: optionalPhone(),
  message: requiredText(5000),
  website: honeypot,
});

