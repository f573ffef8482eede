import { eraseFamilyData } from "../family/access";
import {
  chatMessages,
  chatSessions,
  consultations,
  contactMessages,
  guestBookDigestSubscriptions,
  guestBookEntries,
  idempotencyKeys,
  obituaries,
  obituaryFollowers,
  outboxMessages,
  prePlanningRequests,
  type Database,
} from "@fh/db";
import type { ObituaryState } from "@fh/validators";
import { count, eq, exists, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A person's request to erase what we hold about them, found by their email
 * address. The staff screen shows what `findPersonalData`
 * answers, then calls `erasePersonalData` once the request is confirmed.
 *
 * Obituaries are the exception. A memorial the family still wants published
 * (live, or unlisted by staff and able to come back) is about the deceased,
 * not the submitter, and deleting it would take it from everyone who mourns
 * them: it stays, and only the submitter's contact is removed. A submission
 * never published (pending or declined) is the requester's own words and goes.
 */
export const ERASED_SUBMITTER_NAME = "Removed on request";

/** States whose obituary is kept, its submitter contact removed; the others are deleted. */
const KEPT_STATES: readonly ObituaryState[] = ["live", "unlisted"];

export interface PersonalDataObituary {
  id: number;
  firstName: string;
  lastName: string;
  state: ObituaryState;
  /** What erasure does to it. */
  outcome: "contact removed" | "deleted";
}

export interface PersonalDataCounts {
  /** Obituaries submitted with this address (see `obituaries` for what happens to each). */
  obituarySubmissions: number;
  guestBookEntries: number;
  consultations: number;
  contactMessages: number;
  /** Emails in the outbox to the address, or about it (staff's notices quote the writer's address). */
  emails: number;
  chatSessions: number;
  chatMessages: number;
  prePlanningRequests: number;
  /** Obituaries the address follows or asked to follow. */
  obituaryFollows: number;
}

export interface PersonalDataReport {
  counts: PersonalDataCounts;
  obituaries: PersonalDataObituary[];
  /** Nothing at all is stored for the address. */
  empty: boolean;
}

/** Case and surrounding spaces never hide a match: people write Maria@Example.com one day and maria@example.com the next. */
function sameEmail(column: AnyColumn, email: string): SQL {
  return sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`;
}

/** Whether a text holds the address anywhere, whatever its case. */
function mentionsEmail(text: SQL | AnyColumn, email: string): SQL {
  return sql`strpos(lower(${text}), ${email.trim().toLowerCase()}) > 0`;
}

/**
 * A person's chat conversations: those that recorded their address, and
 * those where they typed it themselves (the chat asks for no email, so a
 * transcript is otherwise tied to nobody a request could name).
 */
function chatSessionsOf(email: string): SQL | undefined {
  const typedIt = exists(
    sql`(select 1 from ${chatMessages} where ${chatMessages.sessionId} = ${chatSessions.sessionId} and ${chatMessages.sender} = 'visitor' and ${mentionsEmail(chatMessages.message, email)})`,
  );
  return or(sameEmail(chatSessions.visitorEmail, email), typedIt);
}

/** Outbox emails to the address (one recipient or among several) or quoting it. */
function emailsOf(email: string): SQL | undefined {
  return or(mentionsEmail(outboxMessages.recipient, email), mentionsEmail(outboxMessages.text, email));
}

/** The database or a transaction: the lookup runs inside the erasure's transaction too. */
type Reader = Pick<Database, "select">;

async function submissionsOf(db: Reader, email: string): Promise<PersonalDataObituary[]> {
  const rows = await db
    .select({ id: obituaries.id, firstName: obituaries.firstName, lastName: obituaries.lastName, state: obituaries.status })
    .from(obituaries)
    .where(sameEmail(obituaries.submitterEmail, email))
    .orderBy(obituaries.id);
  return rows.map((row) => ({ ...row, outcome: KEPT_STATES.includes(row.state) ? "contact removed" : "deleted" }));
}

/** Everything stored for one email address, counted; nothing is changed. */
export async function findPersonalData(db: Reader, email: string): Promise<PersonalDataReport> {
  const n = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
  const submissions = await submissionsOf(db, email);
  const sessions = db.select({ sessionId: chatSessions.sessionId }).from(chatSessions).where(chatSessionsOf(email));
  const counts: PersonalDataCounts = {
    obituarySubmissions: submissions.length,
    guestBookEntries: await n(db.select({ n: count() }).from(guestBookEntries).where(sameEmail(guestBookEntries.authorEmail, email))),
    consultations: await n(db.select({ n: count() }).from(consultations).where(sameEmail(consultations.email, email))),
    contactMessages: await n(db.select({ n: count() }).from(contactMessages).where(sameEmail(contactMessages.email, email))),
    emails: await n(db.select({ n: count() }).from(outboxMessages).where(emailsOf(email))),
    chatSessions: await n(db.select({ n: count() }).from(chatSessions).where(chatSessionsOf(email))),
    chatMessages: await n(db.select({ n: count() }).from(chatMessages).where(inArray(chatMessages.sessionId, sessions))),
    prePlanningRequests: await n(
      db.select({ n: count() }).from(prePlanningRequests).where(sameEmail(prePlanningRequests.email, email)),
    ),
    obituaryFollows: await n(db.select({ n: count() }).from(obituaryFollowers).where(sameEmail(obituaryFollowers.email, email))),
  };
  return { counts, obituaries: submissions, empty: Object.values(counts).every((c) => c === 0) };
}

/**
 * The last paragraph the enhanced creator writes names the submitter
 * ("Submitted by Maria Delgado (daughter)", SPEC §3): it goes with their
 * contact. Anything else in the biography is the family's text; staff edit it
 * by hand if it names the requester.
 */
export function withoutSubmitterLine(biography: string, submitterName: string): string {
  const paragraphs = biography.split("\n\n");
  const last = paragraphs.at(-1)?.trim() ?? "";
  const line = `Submitted by ${submitterName.trim()}`;
  if (paragraphs.length > 1 && (last === line || last.startsWith(`${line} (`))) {
    return paragraphs.slice(0, -1).join("\n\n");
  }
  return biography;
}

/**
 * Erases everything stored for one email address in one transaction (all of
 * it or none), and answers what was there, as findPersonalData counted it.
 * `placeholderEmail` takes the submitter's address on a kept obituary: the
 * column is required (SPEC §3, and the staff edit dialog), so the funeral
 * home's own address stands in, which no person asked to be forgotten.
 */
export async function erasePersonalData(
  db: Database,
  email: string,
  options: { placeholderEmail: string; now: Date },
): Promise<PersonalDataReport> {
  return db.transaction(async (tx) => {
    const report = await findPersonalData(tx, email);
    for (const obituary of report.obituaries) {
      if (obituary.outcome === "deleted") {
        // Its guest book goes with it (the foreign key cascades).
        await tx.delete(obituaries).where(eq(obituaries.id, obituary.id));
        continue;
      }
      const [row] = await tx
        .select({ biography: obituaries.biography, submitterName: obituaries.submitterName })
        .from(obituaries)
        .where(eq(obituaries.id, obituary.id));
      if (!row) continue;
      await tx
        .update(obituaries)
        .set({
          submitterName: ERASED_SUBMITTER_NAME,
          submitterEmail: options.placeholderEmail,
          submitterPhone: null,
          biography: withoutSubmitterLine(row.biography, row.submitterName),
          updatedAt: options.now,
        })
        .where(eq(obituaries.id, obituary.id));
    }
    await tx.delete(guestBookEntries).where(sameEmail(guestBookEntries.authorEmail, email));
    await tx.delete(consultations).where(sameEmail(consultations.email, email));
    await tx.delete(contactMessages).where(sameEmail(contactMessages.email, email));
    // Their messages go with them (the foreign key cascades).
    await tx.delete(chatSessions).where(chatSessionsOf(email));
    await tx.delete(prePlanningRequests).where(sameEmail(prePlanningRequests.email, email));
    // Emails to them or about them, sent or waiting, and their guest-book digests.
    await tx.delete(outboxMessages).where(emailsOf(email));
    await tx.delete(guestBookDigestSubscriptions).where(sameEmail(guestBookDigestSubscriptions.email, email));
    // Their follows of obituaries; the unsubscribe links' hashes cascade.
    await tx.delete(obituaryFollowers).where(sameEmail(obituaryFollowers.email, email));
    // Their family page: sessions end, links, invitations, proposals and letters go.
    await eraseFamilyData(tx, email);
    // The answers kept for a repeated form (Idempotency-Key, a day at most)
    // are copies of the records above, with the address in them: they go too.
    await tx.delete(idempotencyKeys).where(mentionsEmail(sql`${idempotencyKeys.response}::text`, email));
    return report;
  });
}
