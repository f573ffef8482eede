import { obituaries } from "@fh/db";

/**
 * The columns the public may see. Submitter name, email and phone are never
 * among them: families trust us with those for review only.
 */
export const publicObituaryColumns = {
  id: obituaries.id,
  firstName: obituaries.firstName,
  lastName: obituaries.lastName,
  dateOfBirth: obituaries.dateOfBirth,
  dateOfDeath: obituaries.dateOfDeath,
  biography: obituaries.biography,
  photoUrl: obituaries.photoUrl,
  createdAt: obituaries.createdAt,
};
