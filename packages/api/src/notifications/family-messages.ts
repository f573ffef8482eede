import { readableDateIn, type Business, type Locale } from "@fh/validators";
import { FAMILY_WORDS } from "./family-words";
import { renderEmail, type Block, type RenderedEmail } from "./layout";
import type { BookingFacts } from "./staff-messages";

/**
 * What a family is told: only what they themselves submitted, and the
 * business's facts. Never anyone else's email or phone, and never a staff
 * member's words they did not see (a decline gives no reason: we call).
 */

/** `locale`: the language the family booked in (the request's), English when absent. */
export function familyConsultationConfirmation(business: Business, b: BookingFacts, locale: Locale = "en"): RenderedEmail {
  const w = FAMILY_WORDS[locale];
  const date = readableDateIn(b.appointmentDate, locale) ?? b.appointmentDate;
  return renderEmail(
    business,
    w.consultationSubject(business, date),
    [
      { paragraph: w.greeting(b.firstName) },
      { paragraph: w.consultationBooked },
      {
        fields: [
          [w.date, date],
          [w.time, w.timeValue(b.appointmentTime)],
          [w.type, w.typeLabels[b.consultationType]],
        ],
      },
      { paragraph: w.consultationChange(business.phone) },
    ],
    locale,
  );
}

export interface SubmitterFacts {
  firstName: string;
  lastName: string;
  submitterName: string;
}

/** `locale`: the language the family submitted in (the request's), English when absent. */
export function familyObituaryReceived(business: Business, o: SubmitterFacts, locale: Locale = "en"): RenderedEmail {
  const w = FAMILY_WORDS[locale];
  const name = `${o.firstName} ${o.lastName}`;
  return renderEmail(
    business,
    w.obituaryReceivedSubject(name),
    [{ paragraph: w.greeting(o.submitterName) }, { paragraph: w.obituaryReceived(name) }, { paragraph: w.questions(business.phone) }],
    locale,
  );
}

/** `locale`: the language the family submitted in (stored with the obituary), English when absent. */
export function familyObituaryPublished(business: Business, o: SubmitterFacts, pageUrl: string, locale: Locale = "en"): RenderedEmail {
  const w = FAMILY_WORDS[locale];
  const name = `${o.firstName} ${o.lastName}`;
  return renderEmail(
    business,
    w.publishedSubject(name),
    [
      { paragraph: w.greeting(o.submitterName) },
      { paragraph: w.published(name) },
      { link: pageUrl, label: w.visitMemorial(o.firstName) },
      { paragraph: w.changeCall(business.phone) },
    ],
    locale,
  );
}

/** A decline gives no reason: we call. */
export function familyObituaryDeclined(business: Business, o: SubmitterFacts, locale: Locale = "en"): RenderedEmail {
  const w = FAMILY_WORDS[locale];
  const name = `${o.firstName} ${o.lastName}`;
  return renderEmail(
    business,
    w.declinedSubject(name),
    [{ paragraph: w.greeting(o.submitterName) }, { paragraph: w.declined(name) }, { paragraph: w.declinedCall(business.phone) }],
    locale,
  );
}

export interface FamilyDigestEntry {
  authorName: string;
  message: string;
}

/** The submitter's daily digest: names and messages only (a guest's email is never shown). */
export function familyGuestBookDigest(
  business: Business,
  o: { firstName: string; lastName: string },
  entries: FamilyDigestEntry[],
  pageUrl: string,
  unsubscribeUrl: string,
  locale: Locale = "en",
): RenderedEmail {
  const w = FAMILY_WORDS[locale];
  const name = `${o.firstName} ${o.lastName}`;
  const blocks: Block[] = [
    { paragraph: w.digestIntro(entries.length, name) },
    ...entries.map((e): Block => ({ quote: e.message, by: e.authorName })),
    { link: pageUrl, label: w.readGuestBook },
    { paragraph: w.digestWhy },
    { link: unsubscribeUrl, label: w.digestStop },
  ];
  return renderEmail(business, w.digestSubject(name), blocks, locale);
}
