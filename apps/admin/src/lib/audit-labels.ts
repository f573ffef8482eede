/**
 * The audit trail in the words of the people who read it (a funeral
 * director, an office manager), not the procedure names the server stores:
 * "Started two-factor set-up", not "totp begin". Every action the server
 * records has a line here (test/audit-labels.test.ts walks the API's router
 * to prove it); anything newer still reads as words, never as a raw code.
 */

/** The filter's kinds. */
export const AUDIT_KIND_LABELS: Record<string, string> = {
  auth: "Sign-ins",
  account: "Own account",
  staffAccounts: "Staff accounts",
  obituaries: "Obituaries",
  photos: "Photos",
  consultations: "Consultations",
  contactMessages: "Contact messages",
  events: "Events",
  services: "Services",
  privacy: "Privacy requests",
  notifications: "Notifications",
  priceList: "Price list",
  guestBook: "Guest book",
  family: "Family page",
};

/** Each recorded action, as a short sentence without its subject (the Who column names the person). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "auth.login": "Signed in",
  "auth.login_failed": "Could not sign in",
  "auth.logout": "Signed out",

  "admin.obituaries.create": "Added an obituary",
  "admin.obituaries.update": "Edited an obituary",
  "admin.obituaries.approve": "Published an obituary",
  "admin.obituaries.decline": "Declined an obituary",
  "admin.obituaries.undoDecline": "Took back a decline",
  "admin.obituaries.unlist": "Took an obituary off the website",
  "admin.obituaries.delete": "Deleted an obituary",
  "admin.obituaries.setGuestBookCare": "Changed who looks after a guest book",
  "admin.obituaries.setFlowers": "Changed what the family asks in lieu of flowers",

  "admin.photos.upload": "Uploaded a photo",
  "admin.photos.delete": "Deleted a photo",

  "admin.consultations.create": "Booked a consultation",
  "admin.consultations.setStatus": "Changed a consultation's status",
  "admin.consultations.delete": "Deleted a consultation",

  "admin.events.create": "Added an event",
  "admin.events.update": "Edited an event",
  "admin.events.delete": "Deleted an event",

  "admin.services.create": "Added a service",
  "admin.services.update": "Edited a service",
  "admin.services.delete": "Deleted a service",

  "admin.contactMessages.setStatus": "Changed a contact message's status",

  "admin.privacy.lookup": "Looked up a person's data",
  "admin.privacy.erase": "Erased a person's data",

  "admin.notifications.setRecipients": "Changed who is emailed",
  "admin.notifications.retry": "Sent an email again",
  "admin.notifications.sendTest": "Sent a test email",

  "admin.priceList.save": "Saved a new price list",

  "admin.prePlanning.setStatus": "Changed a pre-planning request's status",

  "admin.system.backUpNow": "Started a backup",

  "admin.account.changePassword": "Changed their password",
  "admin.account.revokeSession": "Signed out one device",
  "admin.account.revokeOtherSessions": "Signed out all other devices",
  "admin.account.totpBegin": "Started two-factor set-up",
  "admin.account.totpConfirm": "Turned on two-factor sign-in",
  "admin.account.totpDisable": "Turned off two-factor sign-in",
  "admin.account.requestEmailChange": "Asked to change their email address",

  "admin.staffAccounts.create": "Added a staff account",
  "admin.staffAccounts.setRole": "Changed a staff member's role",
  "admin.staffAccounts.resetPassword": "Gave a staff member a new one-time password",
  "admin.staffAccounts.deactivate": "Deactivated a staff account",
  "admin.staffAccounts.reactivate": "Reactivated a staff account",
  "admin.staffAccounts.setRequireTwoFactor": "Changed whether two-factor sign-in is required",
  "admin.staffAccounts.resetTwoFactor": "Removed a staff member's two-factor sign-in",
  "admin.staffAccounts.setEmail": "Changed a staff member's email address",

  "admin.guestBook.approve": "Approved a guest-book message",
  "admin.guestBook.hide": "Hid a guest-book message",
  "admin.guestBook.delete": "Deleted a guest-book message",

  "admin.family.approveProposal": "Approved changes a family proposed",
  "admin.family.rejectProposal": "Turned down changes a family proposed",
  "admin.family.endAccess": "Ended a family's access to their page",

  // A family's own actions on their family page: the Who column is their email address.
  "family.linkSent": "Was emailed a sign-in link",
  "family.signIn": "Signed in to the family page",
  "family.signOut": "Signed out of the family page",
  "family.edit": "Corrected their obituary while it waited for review",
  "family.propose": "Proposed changes to their published obituary",
  "family.invite": "Invited a relative to the family page",
  "family.removeInvite": "Removed a relative from the family page",
  "family.setLetters": "Changed whether they receive letters of support",
  "familyMemorial.setFlowers": "Changed what they ask in lieu of flowers",
  "familyMemorial.addPhoto": "Added a photo to the memorial's gallery",
  "familyMemorial.captionPhoto": "Changed a gallery photo's caption",
  "familyMemorial.removePhoto": "Removed a photo from the memorial's gallery",
  "familyMemorial.reorderPhotos": "Put the gallery's photos in a new order",
  "familyMemorial.setGuestBookMode": "Chose how the guest book takes messages",
  "familyMemorial.moderate": "Approved or hid a guest book message",
};

/** "setGuestBookCare" / "login_failed" / "pre-planning" → "set guest book care" / "login failed" / "pre planning". */
function words(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}

const capitalised = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** An action in words; one the table does not know yet reads as its last part in words ("Set guest book care"). */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? capitalised(words(action.split(".").at(-1) ?? action));
}

export function auditKindLabel(kind: string): string {
  return AUDIT_KIND_LABELS[kind] ?? capitalised(words(kind));
}

/** The names of the record a row points at. */
const TARGET_LABELS: Record<string, string> = {
  id: "Record",
  filename: "File",
  status: "Status",
  reason: "Reason",
};

/** Stored reasons and statuses in words ("code" is a wrong two-factor code at sign-in). */
const TARGET_VALUE_LABELS: Record<string, Record<string, string>> = {
  reason: { code: "wrong two-factor code", password: "wrong password" },
};

/** "id 12, reason code" → "Record 12 · Reason: wrong two-factor code". */
export function auditTargetText(target: Record<string, string | number> | null | undefined): string {
  if (!target) return "—";
  return Object.entries(target)
    .map(([key, value]) => {
      const label = TARGET_LABELS[key] ?? capitalised(words(key));
      if (key === "id") return `${label} ${value}`;
      if (key === "filename") return `${label}: ${value}`;
      const text = typeof value === "string" ? (TARGET_VALUE_LABELS[key]?.[value] ?? words(value)) : String(value);
      return `${label}: ${text}`;
    })
    .join(" · ");
}

/** Field names the generic wording would get wrong or leave vague. */
const FIELD_LABELS: Record<string, string> = {
  dateOfBirth: "date of birth",
  dateOfDeath: "date of death",
  imageUrl: "photo",
  photoUrl: "photo",
  isPublic: "public or private",
  displayName: "display name",
  required: "required for everyone",
  reasonCode: "reason",
  reason: "reason",
};

/** The fields an edit touched, in words: "patch.firstName" → "first name". */
export function auditFieldsText(fields: string[]): string {
  const named = fields.map((field) => {
    const key = field.split(".").at(-1) ?? field;
    return FIELD_LABELS[key] ?? words(key);
  });
  return `Changed ${[...new Set(named)].join(", ")}`;
}
