import { budgetRangeLabels, consultationTypeLabels, serviceInterestLabels } from "@fh/i18n/consultation-labels";
import type { Translate } from "@fh/i18n";
import { wordsIn } from "@fh/i18n/node";
import {
  familyLanguageNote,
  isLocale,
  LANGUAGE_NAMES_FOR_STAFF,
  readableDate,
  adminPages,
  type Business,
  type ConsultationBookInput,
  type Locale,
} from "@fh/validators";
import { renderEmail, type Block, type Mark, type RenderedEmail } from "./layout";

/**
 * What staff are told of a new write: everything the writer submitted (so
 * staff can call back without opening the app) and a link to it in the staff
 * app. Only what the writer typed and the business's facts; nothing else.
 */

export interface BookingFacts {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  appointmentDate: string;
  appointmentTime: string;
  consultationType: NonNullable<ConsultationBookInput["consultationType"]>;
  serviceInterest: NonNullable<ConsultationBookInput["serviceInterest"]>;
  budgetRange?: keyof typeof budgetRangeLabels | null | undefined;
  additionalNotes?: string | null | undefined;
  /** The language the family booked in (the page's, stored with the booking); English when absent. */
  locale?: Locale | undefined;
}

/**
 * The family's language when it is not English, as a line of its own under
 * the opening one ("Booked in Spanish."), with what it already changed for
 * them; nothing for English.
 */
function languageNote(verb: "Booked" | "Wrote", locale: string | null | undefined, consequence?: (language: string) => string): Block[] {
  const note = familyLanguageNote(verb, locale);
  if (!note || !isLocale(locale) || locale === "en") return [];
  return [{ paragraph: consequence ? `${note}. ${consequence(LANGUAGE_NAMES_FOR_STAFF[locale])}` : `${note}.` }];
}

export const dateWords = (date: string) => readableDate(date) ?? date;

/** A booking form choice in the form's own English words (staff read their emails in English). */
const choice = (key: Parameters<Translate<"consultation">>[0]) => wordsIn("en", "consultation")(key);

export function staffConsultationBooked(business: Business, adminUrl: string, b: BookingFacts): RenderedEmail {
  const blocks: Block[] = [
    { paragraph: `A consultation was booked on the website.` },
    ...languageNote("Booked", b.locale, (language) => `Their confirmation email went out in ${language}.`),
    {
      fields: [
        ["Name", `${b.firstName} ${b.lastName}`],
        ["Email", b.email],
        ["Phone", b.phone],
        ["Date", dateWords(b.appointmentDate)],
        ["Time", `${b.appointmentTime} (Eastern Time)`],
        ["Type", choice(consultationTypeLabels[b.consultationType])],
        ["Service", choice(serviceInterestLabels[b.serviceInterest])],
        ["Budget", b.budgetRange ? choice(budgetRangeLabels[b.budgetRange]) : "Not given"],
        ["Notes", b.additionalNotes ?? "None"],
      ],
    },
    { link: `${adminUrl}${adminPages.consultations}`, label: "Open consultations in the staff portal" },
  ];
  return renderEmail(business, `New consultation: ${b.firstName} ${b.lastName}, ${dateWords(b.appointmentDate)} at ${b.appointmentTime}`, blocks);
}

export interface SubmissionFacts {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  submitterName: string;
  submitterEmail: string;
  submitterPhone: string | null | undefined;
  /** The language the family submitted in (stored with the obituary); English when absent. */
  submitterLocale?: Locale | undefined;
}

export function staffObituarySubmitted(business: Business, adminUrl: string, o: SubmissionFacts): RenderedEmail {
  return renderEmail(business, `Obituary to review: ${o.firstName} ${o.lastName}`, [
    { paragraph: "A family submitted an obituary on the website. It is not public until it is approved." },
    ...languageNote("Wrote", o.submitterLocale, (language) => `Emails to the family about this obituary are in ${language}.`),
    {
      fields: [
        ["Name", `${o.firstName} ${o.lastName}`],
        ["Born", dateWords(o.dateOfBirth)],
        ["Died", dateWords(o.dateOfDeath)],
        ["Submitted by", o.submitterName],
        ["Email", o.submitterEmail],
        ["Phone", o.submitterPhone ?? "Not given"],
      ],
    },
    { link: `${adminUrl}${adminPages.obituaries}`, label: "Review it in the staff portal" },
  ]);
}

export interface ContactFacts {
  name: string;
  email: string;
  phone: string | null | undefined;
  message: string;
  /** The language the family wrote in (the page's, stored with the message); English when absent. */
  locale?: Locale | undefined;
}

export function staffContactMessage(business: Business, adminUrl: string, m: ContactFacts): RenderedEmail {
  return renderEmail(business, `New message from ${m.name}`, [
    { paragraph: "A message was sent from the website's contact form." },
    ...languageNote("Wrote", m.locale),
    { fields: [["Name", m.name], ["Email", m.email], ["Phone", m.phone ?? "Not given"]] },
    { quote: m.message, by: m.name },
    { link: `${adminUrl}${adminPages.contactMessages}`, label: "Open contact messages in the staff portal" },
  ]);
}

export interface DigestEntry {
  obituaryId: number;
  obituaryName: string;
  /** The staff Guest Book tab kept to this memorial's messages, where staff approve, hide or delete them. */
  reviewUrl: string;
  authorName: string;
  message: string;
  /** As the message stands when the digest is written. */
  status: "waiting" | "shown" | "hidden";
  reportCount: number;
  /** The family approved or hid it themselves (their page's guest book) before this digest. */
  moderatedByFamily?: boolean;
}

/** Reported and not yet hidden: what the staff Guest Book puts first. */
const isReported = (e: DigestEntry) => e.reportCount > 0 && e.status !== "hidden";

/** What a message waits for, as the staff Guest Book's badges say it. */
function marksOf(e: DigestEntry): Mark[] {
  const marks: Mark[] = [];
  if (e.status === "waiting") marks.push({ label: "Waiting for approval", tone: "gold" });
  if (isReported(e)) marks.push({ label: e.reportCount === 1 ? "Reported once" : `Reported ${e.reportCount} times`, tone: "red" });
  if (e.status === "hidden") marks.push({ label: "Hidden", tone: "neutral" });
  // Staff need not act again on what the family already did.
  if (e.moderatedByFamily) marks.push({ label: e.status === "hidden" ? "Hidden by the family" : "Approved by the family", tone: "neutral" });
  return marks;
}

/**
 * Staff's guest-book digest: every new message since the last one (never the
 * author's email), by memorial, each marked when it waits for approval (a
 * moderated guest book: not on the page until staff approve it) or was
 * reported by visitors, with a link to the staff Guest Book kept to that
 * memorial, where it can be approved, hidden or deleted. The subject says
 * how many need staff, so the inbox alone tells whether to act.
 */
export function staffGuestBookDigest(business: Business, entries: DigestEntry[]): RenderedEmail {
  const waiting = entries.filter((e) => e.status === "waiting").length;
  const reported = entries.filter(isReported).length;
  const needs = [waiting ? `${waiting} waiting for approval` : "", reported ? `${reported} reported` : ""].filter(Boolean).join(", ");
  const blocks: Block[] = [
    {
      paragraph: [
        entries.length === 1 ? "A new guest-book message was posted." : `${entries.length} new guest-book messages were posted.`,
        waiting ? `${waiting === 1 ? "One waits" : `${waiting} wait`} for your approval before it appears on the memorial page.` : "",
        reported ? `${reported === 1 ? "One was" : `${reported} were`} reported by visitors.` : "",
      ]
        .filter(Boolean)
        .join(" "),
    },
  ];
  // One memorial's messages together, in the order they came.
  const byMemorial = new Map<number, DigestEntry[]>();
  for (const e of entries) byMemorial.set(e.obituaryId, [...(byMemorial.get(e.obituaryId) ?? []), e]);
  for (const group of byMemorial.values()) {
    const first = group[0]!;
    blocks.push({ paragraph: `On the memorial of ${first.obituaryName}:` });
    for (const e of group) blocks.push({ quote: e.message, by: e.authorName, marks: marksOf(e) });
    blocks.push({ link: first.reviewUrl, label: `Review ${first.obituaryName}'s messages in the staff Guest Book` });
  }
  const count = entries.length === 1 ? "New guest-book message" : `${entries.length} new guest-book messages`;
  return renderEmail(business, needs ? `${count} (${needs})` : count, blocks);
}

export function staffTestEmail(business: Business, username: string): RenderedEmail {
  return renderEmail(business, `Test email from ${business.name}`, [
    { paragraph: `This is a test email sent from the staff portal's Notifications page by ${username}. If you can read it, email is working.` },
  ]);
}

export interface BackupFailureFacts {
  at: Date;
  error: string;
  /** The System page, where an owner can try again. */
  systemUrl: string;
}

export function staffBackupFailed(business: Business, facts: BackupFailureFacts): RenderedEmail {
  return renderEmail(business, `Backup failed at ${facts.at.toISOString().slice(0, 16).replace("T", " ")} UTC`, [
    { paragraph: `The website's backup did not finish, so the newest archive is older than it should be. What went wrong: ${facts.error}` },
    { paragraph: "Memorials, guest books and photos are safe only while a recent backup exists: please tell whoever runs the server, or try again from the System page." },
    { link: facts.systemUrl, label: "Open the System page" },
  ]);
}
