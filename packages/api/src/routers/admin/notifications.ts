import { notificationRecipients, outboxMessages } from "@fh/db";
import {
  notificationRecipientsInput,
  OUTBOX_DISPLAY_STATUSES,
  outboxRetryInput,
  outboxSearchInput,
  STAFF_NOTIFICATION_KINDS,
  STAFF_NOTIFICATION_LABELS,
  testEmailInput,
  type OutboxDisplayStatus,
} from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { and, count, desc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { Context } from "../../context";
import { badInput, found } from "../../errors";
import { loadStaffPage } from "../../lib/staff-lists";
import { enqueueEmail, parseAddressList, staffRecipientsFor, type NotificationSettings } from "../../notifications";
import { staffTestEmail } from "../../notifications/staff-messages";
import { ownerProcedure } from "../../trpc";

/** Email needs MAIL_FROM's settings; the server always gives them, scripts and some tests do not. */
function settingsOf(ctx: Context): NotificationSettings {
  if (!ctx.notifications) throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Email is not set up on this server" });
  return ctx.notifications;
}

/** A stored status as the staff page says it: a waiting message that failed before, or one being sent, is "retrying". */
const displayCondition: Record<OutboxDisplayStatus, SQL> = {
  sent: eq(outboxMessages.status, "sent"),
  failed: eq(outboxMessages.status, "failed"),
  waiting: and(eq(outboxMessages.status, "waiting"), eq(outboxMessages.attempts, 0))!,
  retrying: or(and(eq(outboxMessages.status, "waiting"), gt(outboxMessages.attempts, 0)), eq(outboxMessages.status, "sending"))!,
};

const displayStatus = sql<OutboxDisplayStatus>`case
  when ${outboxMessages.status} = 'sent' then 'sent'
  when ${outboxMessages.status} = 'failed' then 'failed'
  when ${outboxMessages.status} = 'waiting' and ${outboxMessages.attempts} = 0 then 'waiting'
  else 'retrying' end`;

/** What the outbox list shows: never the body, which may hold a family's words. */
const outboxColumns = {
  id: outboxMessages.id,
  kind: outboxMessages.kind,
  recipient: outboxMessages.recipient,
  subject: outboxMessages.subject,
  status: displayStatus,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  /** A held email (a decline staff may still undo) is not sent before it. */
  notBefore: outboxMessages.notBefore,
  sentAt: outboxMessages.sentAt,
  createdAt: outboxMessages.createdAt,
};

/** The staff Notifications page: who receives what, the outbox, Retry and Send test email. */
export const adminNotificationsRouter = {
  /** Each staff kind with its recipients, and whether email can leave at all (SMTP_URL). */
  settings: ownerProcedure.query(async ({ ctx }) => {
    const settings = settingsOf(ctx);
    const stored = await ctx.db.select({ kind: notificationRecipients.kind }).from(notificationRecipients);
    const kinds = await Promise.all(
      STAFF_NOTIFICATION_KINDS.map(async (kind) => ({
        kind,
        label: STAFF_NOTIFICATION_LABELS[kind],
        addresses: await staffRecipientsFor(ctx.db, settings, kind),
        isDefault: !stored.some((row) => row.kind === kind),
      })),
    );
    return { smtpConfigured: settings.smtpConfigured ?? false, from: settings.from.address, kinds };
  }),

  /** Who receives one kind from now on; blank is nobody. Each address is checked: the first bad one is named. */
  setRecipients: ownerProcedure.input(notificationRecipientsInput).mutation(async ({ ctx, input }) => {
    const parsed = parseAddressList(input.addresses ?? "");
    if (!parsed.ok) throw badInput("addresses", `Not an email address: ${parsed.bad.slice(0, 100)}`);
    const addresses = parsed.addresses.join(", ");
    await ctx.db
      .insert(notificationRecipients)
      .values({ kind: input.kind, addresses, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: notificationRecipients.kind, set: { addresses, updatedAt: ctx.now() } });
    return { kind: input.kind, addresses: parsed.addresses };
  }),

  /** Recent messages, newest first, one page, by status. */
  outbox: ownerProcedure.input(outboxSearchInput).query(({ ctx, input }) => {
    const statuses = input.status === undefined ? undefined : Array.isArray(input.status) ? input.status : [input.status];
    const where = statuses ? or(...statuses.map((s) => displayCondition[s])) : undefined;
    return loadStaffPage(
      input,
      () => ctx.db.$count(outboxMessages, where),
      (page) =>
        ctx.db
          .select(outboxColumns)
          .from(outboxMessages)
          .where(where)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(page.limit)
          .offset(page.offset),
    );
  }),

  /** How many messages are in each status, for the page's filter. */
  counts: ownerProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select({ status: displayStatus, count: count() }).from(outboxMessages).groupBy(displayStatus);
    const out = Object.fromEntries(OUTBOX_DISPLAY_STATUSES.map((s) => [s, 0])) as Record<OutboxDisplayStatus, number>;
    for (const row of rows) out[row.status] += Number(row.count);
    return out;
  }),

  /** Retry a failed message: it waits again, due at once, with its attempts counted afresh. */
  retry: ownerProcedure.input(outboxRetryInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .update(outboxMessages)
      .set({ status: "waiting", attempts: 0, nextAttemptAt: ctx.now(), leaseUntil: null })
      .where(and(eq(outboxMessages.id, input.id), eq(outboxMessages.status, "failed")))
      .returning({ id: outboxMessages.id });
    if (row) return { id: row.id, status: "waiting" as const };
    const [exists] = await ctx.db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.id, input.id));
    found(exists, "Message");
    throw new TRPCError({ code: "CONFLICT", message: "Only a failed message can be retried" });
  }),

  /** Send test email: written to the outbox like every other, so it proves the whole way out. */
  sendTest: ownerProcedure.input(testEmailInput).mutation(async ({ ctx, input }) => {
    const settings = settingsOf(ctx);
    const id = await enqueueEmail(
      ctx.db,
      settings,
      { kind: "staff.test", to: [input.to.toLowerCase()], ...staffTestEmail(ctx.business, ctx.staff?.username ?? "staff") },
      ctx.now(),
    );
    return { id: found(id ?? undefined, "Message"), status: "waiting" as const };
  }),
} satisfies TRPCRouterRecord;
