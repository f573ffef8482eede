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

export function familyObituaryPublished(business: Business, o: SubmitterFacts, pageUrl: string): RenderedEmail {
  return renderEmail(business, `The obituary for ${o.firstName} ${o.lastName} is published`, [
    { paragraph: `Dear ${o.submitterName},` },
    { paragraph: `The obituary for ${o.firstName} ${o.lastName} is now on our website, where family and friends can read it and leave a message in the guest book.` },
    { link: pageUrl, label: `Visit ${o.firstName}'s memorial page` },
    { paragraph: `Please call us at ${business.phone} if anything should be changed.` },
  ]);
}

export function familyObituaryDeclined(business: Business, o: SubmitterFacts): RenderedEmail {
  return renderEmail(business, `About the obituary for ${o.firstName} ${o.lastName}`, [
    { paragraph: `Dear ${o.submitterName},` },
    {
      paragraph: `Thank you for sending us the obituary for ${o.firstName} ${o.lastName}. We were not able to publish it as it was submitted, and we would like to help.`,
    },
    { paragraph: `Please call us at ${business.phone} whenever you are ready, and we will gladly work through it with you.` },
  ]);
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
): RenderedEmail {
  const blocks: Block[] = [
    {
      paragraph:
        entries.length === 1
          ? `A new message was left in the guest book of ${o.firstName} ${o.lastName}.`
          : `${entries.length} new messages were left in the guest book of ${o.firstName} ${o.lastName}.`,
    },
    ...entries.map((e): Block => ({ quote: e.message, by: e.authorName })),
    { link: pageUrl, label: "Read the guest book" },
    { paragraph: "You receive this daily summary because you asked for it when you submitted the obituary." },
    { link: unsubscribeUrl, label: "Stop these emails" },
  ];
  return renderEmail(business, `New guest-book messages for ${o.firstName} ${o.lastName}`, blocks);
}
