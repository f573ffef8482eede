import { readableDateIn } from "@fh/i18n/node";
import type { Business, Locale } from "@fh/validators";
import { FAMILY_WORDS } from "./family-words";
import { renderEmail, type Block, type RenderedEmail } from "./layout";
import type { BookingFacts } from "./staff-messages";

/**
 * What a family is told: only what they themselves submitted, and the
 * business's facts. Never anyone else's email or phone, and no staff words
 * but a note staff wrote for them on a decline (set apart, as written).
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

/** `locale`: the language the family submitted in (the request's), English when absent; `familyLink`: the family page's sign-in link and its words. */
export function familyObituaryReceived(business: Business, o: SubmitterFacts, locale: Locale = "en", familyLink: Block[] = []): RenderedEmail {
  const w = FAMILY_WORDS[locale];
  const name = `${o.firstName} ${o.lastName}`;
  return renderEmail(
    business,
    w.obituaryReceivedSubject(name),
    [{ paragraph: w.greeting(o.submitterName) }, { paragraph: w.obituaryReceived(name) }, ...familyLink, { paragraph: w.questions(business.phone) }],
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

/**
 * A decline asks the family to call. `note`: staff's own words to them, if
 * they wrote any, in a paragraph of its own under a heading in the family's
 * language (the note itself stays as staff wrote it).
 */
export function familyObituaryDeclined(business: Business, o: SubmitterFacts, locale: Locale = "en", note?: string | null): RenderedEmail {
  const w = FAMILY_WORDS[locale];
  const name = `${o.firstName} ${o.lastName}`;
  const blocks: Block[] = [{ paragraph: w.greeting(o.submitterName) }, { paragraph: w.declined(name) }];
  if (note) blocks.push({ aside: note, heading: w.declinedNote });
  blocks.push({ paragraph: w.declinedCall(business.phone) });
  return renderEmail(business, w.declinedSubject(name), blocks, locale);
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
