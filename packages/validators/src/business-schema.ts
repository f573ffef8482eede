import { z } from "zod";
import type { Business } from "./business";

/** The checks the server applies to BUSINESS_* overrides at start. */
export const businessSchema = z.object({
  name: z.string().min(1),
  phone: z.string().min(7),
  email: z.email(),
  streetAddress: z.string().min(1),
  city: z.string().min(1),
  region: z.string().min(2),
  postalCode: z.string().min(3),
  hours: z.string().min(1),
  socialUrl: z.url(),
}) satisfies z.ZodType<Business>;
