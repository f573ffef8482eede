import { isLocale, localizePath, obituaryPath } from "@fh/validators";
import type { Context } from "../context";
import { familyConsultationConfirmation, familyObituaryDeclined, familyObituaryPublished, familyObituaryReceived, type SubmitterFacts } from "./family-messages";
import { FAMILY_WORDS } from "./family-words";
import { familyPageUrl, familyReceivedLinkBlocks, familySignInUrl } from "../family/emails";
import { issueFamilyLinkToken } from "../family/link-tokens";
import { consultationCalendar } from "./ics";
import { enqueueEmail, enqueueStaffEmail, mailDomain, type OutboxWriter } from "./outbox";
import { staffConsultationBooked, staffContactMessage, staffObituarySubmitted, type BookingFacts, type ContactFacts, type SubmissionFacts } from "./staff-messages";

/**
 * The notices each write causes, written to the outbox in that write's
 * transaction (`tx`). Without notification settings (tests of other things,
 * scripts) nothing is written.
 */

export async function notifyConsultationBooked(ctx: Context, tx: OutboxWriter, booking: BookingFacts): Promise<void> {
  const settings = ctx.notifications;
  if (!settings) return;
  const now = ctx.now();
  await enqueueStaffEmail(tx, settings, "staff.consultation_booked", staffConsultationBooked(ctx.business, settings.adminUrl, booking), now);
  // The family's email and calendar entry in the language they booked in.
  const locale = booking.locale ?? "en";
  const words = FAMILY_WORDS[locale];
  const calendar = consultationCalendar(
    ctx.business,
    {
      ...booking,
      typeLabel: words.typeLabels[booking.consultationType],
      inPerson: booking.consultationType === "in-person",
      title: words.calendarTitle(ctx.business),
      description: words.calendarDescription(words.typeLabels[booking.consultationType], booking.appointmentTime, ctx.business.phone),
    },
    mailDomain(settings),
  );
  await enqueueEmail(
    tx,
    settings,
    {
      kind: "family.consultation_confirmation",
      to: [booking.email.toLowerCase()],
      ...familyConsultationConfirmation(ctx.business, booking, locale),
      attachments: [{ filename: "consultation.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }],
    },
    now,
  );
}

export async function notifyObituarySubmitted(ctx: Context, tx: OutboxWriter, obituary: SubmissionFacts): Promise<void> {
  const settings = ctx.notifications;
  if (!settings) return;
  const now = ctx.now();
  await enqueueStaffEmail(tx, settings, "staff.obituary_submitted", staffObituarySubmitted(ctx.business, settings.adminUrl, obituary), now);
  // The received email carries a sign-in link to the family page (family/link-tokens.ts), stored with the submission.
  const address = obituary.submitterEmail.toLowerCase();
  const token = await issueFamilyLinkToken(tx, address, now);
  const locale = obituary.submitterLocale ?? "en";
  const familyLink = familyReceivedLinkBlocks(familySignInUrl(settings, token, locale), familyPageUrl(settings, locale), locale);
  await enqueueEmail(
    tx,
    settings,
    { kind: "family.obituary_received", to: [address], ...familyObituaryReceived(ctx.business, obituary, obituary.submitterLocale, familyLink) },
    now,
  );
}

export async function notifyContactMessage(ctx: Context, tx: OutboxWriter, message: ContactFacts): Promise<void> {
  const settings = ctx.notifications;
  if (!settings) return;
  await enqueueStaffEmail(tx, settings, "staff.contact_message", staffContactMessage(ctx.business, settings.adminUrl, message), ctx.now());
}

/**
 * Staff's decision on a submission, told to its submitter. A decline may
 * carry staff's `note` to the family and be held until `notBefore` (while
 * staff may undo it). Answers the outbox row's id, or null when nothing was
 * written (no email settings).
 */
export async function notifyObituaryDecision(
  ctx: Context,
  tx: OutboxWriter,
  decision: "published" | "declined",
  obituary: SubmitterFacts & { id: number; submitterEmail: string; submitterLocale: string },
  options: { note?: string | null; notBefore?: Date } = {},
): Promise<number | null> {
  const settings = ctx.notifications;
  if (!settings) return null;
  const to = [obituary.submitterEmail.toLowerCase()];
  // In the language the family submitted in, not the staff member's.
  const locale = isLocale(obituary.submitterLocale) ? obituary.submitterLocale : "en";
  const pageUrl = `${settings.publicUrl}${localizePath(obituaryPath(obituary.id), locale)}`;
  const email =
    decision === "published"
      ? { kind: "family.obituary_published" as const, ...familyObituaryPublished(ctx.business, obituary, pageUrl, locale) }
      : { kind: "family.obituary_declined" as const, ...familyObituaryDeclined(ctx.business, obituary, locale, options.note) };
  return enqueueEmail(tx, settings, { ...email, to }, ctx.now(), { notBefore: options.notBefore });
}
