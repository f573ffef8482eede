import type { ComponentType } from "react";
import type { FamilyObituaryState } from "@fh/validators/public";
import { FamilyAttendance } from "./memorial/FamilyAttendance";
import { FamilyFlowers } from "./memorial/FamilyFlowers";
import { FamilyGuestBook } from "./memorial/FamilyGuestBook";
import { FamilyPhotos } from "./memorial/FamilyPhotos";

/** What a section of a family's obituary card is given. */
export interface FamilySectionProps {
  obituaryId: number;
  state: FamilyObituaryState;
  /** "submitter" (sent the obituary) or "invited" (shares the page). */
  role: "submitter" | "invited";
}

/**
 * The sections each obituary card of the family page draws, in order, after
 * its own (edit or propose, the keepsake, the family, letters). Other parts
 * of the family's place (photos, the guest book their way, in lieu of
 * flowers, RSVPs) add their component here; each calls its own familyProcedure
 * with `obituaryId` (docs/family.md).
 */
export const familySections: { key: string; Section: ComponentType<FamilySectionProps> }[] = [
  // Add sections here.
  { key: "attendance", Section: FamilyAttendance },
  { key: "photos", Section: FamilyPhotos },
  { key: "flowers", Section: FamilyFlowers },
  { key: "guestBook", Section: FamilyGuestBook },
];
