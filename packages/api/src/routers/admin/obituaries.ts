import { obituaries, obituaryFollowers, outboxMessages, photos, services, type Database } from "@fh/db";
import {
  inLieuOfFlowersInput,
  byIdInput,
  DECLINE_UNDO_MS,
  OBITUARY_STATES,
  obituaryDeclineInput,
  obituaryCreateInput,
  obituaryLinkableInput,
  obituarySearchStaffInput,
  obituaryUpdateInput,
  type ObituaryState,
  guestBookCareInput,
} from "@fh/validators";
import { setInLieuOfFlowers } from "../../lib/in-lieu-of-flowers";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { LINKABLE_OBITUARY_STATES } from "../../lib/service-obituary";
import { invalidateObituary, invalidateServices } from "../../cache/invalidate";
import type { Context } from "../../context";
import { keepsakeOf } from "../../lib/keepsake";
import { found } from "../../errors";
import { notifyObituaryDecision, type OutboxWriter } from "../../notifications";
import { staffObituaryColumns, withStateFlags } from "../../lib/obituary-columns";
import { checkObituaryFacts } from "../../lib/obituary-rules";
import { countsByStatus, loadStaffPage, searchCondition, statusCondition } from "../../lib/staff-lists";
import { noteChangedFields } from "../../lib/audit";
import { copyRemotePhoto, isRemotePhotoUrl } from "../../storage/remote";
import { staffProcedure } from "../../trpc";

/** What the staff search box looks in: the deceased's name and the family's name, email and phone. */
const searchFields = {
  text: [obituaries.firstName, obituaries.lastName, obituaries.submitterName, obituaries.submitterEmail],
  phone: [obituaries.submitterPhone],
};

/** What the service dialog's picker searches: the deceased's name only (a family's name would find the wrong person). */
const nameFields = { text: [obituaries.firstName, obituaries.lastName], phone: [] };

/** What the picker shows of each: enough to tell two people of one name apart, never the biography. */
const linkableColumns = {
  id: obituaries.id,
  firstName: obituaries.firstName,
  lastName: obituaries.lastName,
  dateOfBirth: obituaries.dateOfBirth,
  dateOfDeath: obituaries.dateOfDeath,
  state: obituaries.status,
};

/** What a move tells the family about. */
type StaffObituaryRow = { id: number; firstName: string; lastName: string; submitterName: string; submitterEmail: string; submitterLocale: string };

/** The columns a move reads, locked, before it changes anything. */
const movingColumns = {
  id: obituaries.id,
  status: obituaries.status,
  firstName: obituaries.firstName,
  lastName: obituaries.lastName,
  submitterName: obituaries.submitterName,
  submitterEmail: obituaries.submitterEmail,
  submitterLocale: obituaries.submitterLocale,
  declineUndoUntil: obituaries.declineUndoUntil,
  declineEmailId: obituaries.declineEmailId,
};

/** What a move's notice may add to the row it writes (a decline's undo window). */
type MoveExtras = Partial<Pick<typeof obituaries.$inferInsert, "declineUndoUntil" | "declineEmailId">>;

/**
 * Takes back a held decline email before it goes: deleted only while no
 * sender has claimed it (never attempted, waiting or held back by the
 * per-address limit). The delete and the sender's claim lock the same row,
 * so exactly one of them wins, on any number of instances. Answers false
 * when the email exists and is already on its way or sent.
 */
async function withdrawHeldEmail(tx: Pick<Database, "select" | "delete">, emailId: number | null): Promise<boolean> {
  if (emailId === null) return true;
  const [withdrawn] = await tx
    .delete(outboxMessages)
    .where(and(eq(outboxMessages.id, emailId), eq(outboxMessages.attempts, 0), inArray(outboxMessages.status, ["waiting", "failed"])))
    .returning({ id: outboxMessages.id });
  if (withdrawn) return true;
  // Gone already (a privacy erasure): nothing was sent and nothing is left to stop.
  const [remaining] = await tx.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.id, emailId));
  return !remaining;
}

/**
 * Moves an obituary to `to`, if it is in one of the states `from`. A missing
 * obituary is a 404; one in another state is a 409 saying why. `notify`
 * writes what the move tells the family, in the move's own transaction, with
 * the state it came from (so approving a live one again tells nobody), and
 * may answer columns to store with the move.
 */
async function transition(
  ctx: Context,
  id: number,
  to: ObituaryState,
  from: readonly ObituaryState[],
  refusal: string,
  notify?: (tx: OutboxWriter, previous: ObituaryState, row: StaffObituaryRow) => Promise<MoveExtras | void>,
) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select(movingColumns).from(obituaries).where(eq(obituaries.id, id)).for("update");
    const before = found(current, "Obituary");
    const previous = before.status;
    if (!from.includes(previous)) throw new TRPCError({ code: "CONFLICT", message: refusal });
    // Leaving declined ends its undo; a "not published" email still unsent would now tell the family something untrue.
    const leavingDecline = previous === "declined" && to !== "declined";
    if (leavingDecline) await withdrawHeldEmail(tx, before.declineEmailId);
    const extras = (await notify?.(tx, previous, before)) ?? {};
    const [row] = await tx
      .update(obituaries)
      .set({ status: to, updatedAt: ctx.now(), ...(leavingDecline ? { declineUndoUntil: null, declineEmailId: null } : {}), ...extras })
      .where(eq(obituaries.id, id))
      .returning(staffObituaryColumns);
    return withStateFlags(found(row, "Obituary"));
  });
}

/** A submission published: its submitter gets the page's link (not when it was live already, or only unlisted). */
const tellPublished = (ctx: Context) => async (tx: OutboxWriter, previous: ObituaryState, row: StaffObituaryRow) => {
  if (previous === "pending" || previous === "declined") await notifyObituaryDecision(ctx, tx, "published", row);
};

/**
 * A pending submission declined: its submitter gets the gentle "not
 * published" with our phone number, and staff's note if they wrote one. It
 * waits DECLINE_UNDO_MS in the outbox, the time staff have to undo the
 * decline (undoDecline), since a family told in error cannot be untold.
 */
const tellDeclined =
  (ctx: Context, note: string | null | undefined) =>
  async (tx: OutboxWriter, previous: ObituaryState, row: StaffObituaryRow): Promise<MoveExtras | void> => {
    if (previous !== "pending") return;
    const undoUntil = new Date(ctx.now().getTime() + DECLINE_UNDO_MS);
    const emailId = await notifyObituaryDecision(ctx, tx, "declined", row, { note, notBefore: undoUntil });
    return { declineUndoUntil: undoUntil, declineEmailId: emailId };
  };

const UNDO_MINUTES = DECLINE_UNDO_MS / 60_000;
/** Why an undo is refused once its time is over: staff need to know the family has (or is about to have) the email. */
export const DECLINE_UNDO_TOO_LATE = `Too late to undo: the ${UNDO_MINUTES} minutes have passed and the family has been emailed that the obituary was not published. Approve it to publish it after all.`;

type StaffObituary = Awaited<ReturnType<typeof transition>>;

/**
 * A memorial going live keeps its photo with us: an https photo is copied
 * into our storage and the obituary then points at the copy, so its page never
 * loads a stranger's server (storage/remote.ts). When the copy fails the
 * approval stands and the address is kept; the page shows the lily if it does
 * not load, and approving again tries again.
 */
async function withOwnPhoto(ctx: Context, row: StaffObituary): Promise<StaffObituary> {
  const remote = row.photoUrl;
  if (!isRemotePhotoUrl(remote) || !ctx.storage) return row;
  const copy = await copyRemotePhoto(ctx, remote);
  if (!copy) return row;
  // Only if the photo is still the one copied: staff may have changed it meanwhile.
  const [updated] = await ctx.db
    .update(obituaries)
    .set({ photoUrl: copy.photoUrl, updatedAt: ctx.now() })
    .where(and(eq(obituaries.id, row.id), eq(obituaries.photoUrl, remote)))
    .returning(staffObituaryColumns);
  if (updated) return withStateFlags(updated);
  await ctx.db.delete(photos).where(eq(photos.filename, copy.filename));
  await ctx.storage.remove(copy.filename).catch(() => false);
  return row;
}

/** Live on the public site; a remote photo is copied in (withOwnPhoto). */
async function approveObituary(ctx: Context, id: number): Promise<StaffObituary> {
  const row = await transition(
    ctx,
    id,
    "live",
    ["pending", "live", "declined", "unlisted"],
    "This obituary cannot be approved",
    tellPublished(ctx),
  );
  return withOwnPhoto(ctx, row);
}

export const adminObituariesRouter = {
  /** Every obituary in every state, newest first, with the submitter's contact. */
  list: staffProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select(staffObituaryColumns)
      .from(obituaries)
      .orderBy(desc(obituaries.createdAt), desc(obituaries.id));
    return rows.map(withStateFlags);
  }),

  /**
   * One page of the dashboard's lists: by state (pending, live, or declined
   * and unlisted together), searched by name, email or phone, newest first.
   */
  search: staffProcedure.input(obituarySearchStaffInput).query(async ({ ctx, input }) => {
    const where = and(statusCondition(obituaries.status, input.status), searchCondition(input.q, searchFields));
    return loadStaffPage(
      input,
      () => ctx.db.$count(obituaries, where),
      (page) =>
        ctx.db
          .select(staffObituaryColumns)
          .from(obituaries)
          .where(where)
          .orderBy(desc(obituaries.createdAt), desc(obituaries.id))
          .limit(page.limit)
          .offset(page.offset).then((rows) => rows.map(withStateFlags)),
    );
  }),

  /**
   * The live and pending obituaries a service can be linked to, for the
   * service dialog: by the deceased's name, most recent death first, at most
   * `limit` (`more` says others match; typing more of the name finds them).
   * `selected`, the service's current link, is answered whatever its state,
   * so the dialog can show what it is linked to now.
   */
  linkable: staffProcedure.input(obituaryLinkableInput).query(async ({ ctx, input }) => {
    const where = and(inArray(obituaries.status, [...LINKABLE_OBITUARY_STATES]), searchCondition(input.q, nameFields));
    const rows = await ctx.db
      .select(linkableColumns)
      .from(obituaries)
      .where(where)
      .orderBy(desc(obituaries.dateOfDeath), desc(obituaries.id))
      .limit(input.limit + 1);
    const [selected] = input.selected
      ? await ctx.db.select(linkableColumns).from(obituaries).where(eq(obituaries.id, input.selected))
      : [];
    return { items: rows.slice(0, input.limit), more: rows.length > input.limit, selected: selected ?? null };
  }),

  /** How many obituaries are in each state: the dashboard's counts, exact whatever page or search is shown. */
  counts: staffProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({ status: obituaries.status, count: count() })
      .from(obituaries)
      .groupBy(obituaries.status);
    return countsByStatus(OBITUARY_STATES, rows);
  }),

  /**
   * Staff write up an obituary themselves (a family on the phone): the edit
   * dialog's fields and an optional photo, live at once or pending (see
   * obituaryCreateInput for why live is the default).
   */
  create: staffProcedure.input(obituaryCreateInput).mutation(async ({ ctx, input }) => {
    await checkObituaryFacts(ctx, input);
    const { state, photoUrl, ...fields } = input;
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(obituaries)
      .values({ ...fields, photoUrl: photoUrl ?? null, status: state, createdAt: now, updatedAt: now })
      .returning(staffObituaryColumns);
    const created = withStateFlags(found(row, "Obituary"));
    try {
      // Published at once, so a remote photo is copied in now, as approval does.
      return state === "live" ? await withOwnPhoto(ctx, created) : created;
    } finally {
      await invalidateObituary(ctx, created.id);
    }
  }),

  /** Live on the public site at once; from pending, declined or unlisted. A remote photo is copied in (withOwnPhoto). */
  approve: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    // In finally: a photo copy failing after the state changed still leaves no stale page.
    try {
      return await approveObituary(ctx, input.id);
    } finally {
      await invalidateObituary(ctx, input.id);
    }
  }),

  /**
   * Kept, marked declined, out of the pending list and off the public site.
   * Declining a pending submission opens DECLINE_UNDO_MS to undo it (the
   * answer's declineUndoUntil), with the family's email held until then.
   */
  decline: staffProcedure.input(obituaryDeclineInput).mutation(async ({ ctx, input }) => {
    try {
      return await transition(
        ctx,
        input.id,
        "declined",
        ["pending", "declined", "live", "unlisted"],
        "This obituary cannot be declined",
        tellDeclined(ctx, input.note),
      );
    } finally {
      await invalidateObituary(ctx, input.id);
    }
  }),

  /**
   * Undo of a decline: back to pending, the family's held email deleted
   * unsent, while the decline's time to undo lasts. After it, or once the
   * email is on its way, a 409 says the family has been told.
   */
  undoDecline: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [current] = await tx.select(movingColumns).from(obituaries).where(eq(obituaries.id, input.id)).for("update");
        const before = found(current, "Obituary");
        if (before.status !== "declined") throw new TRPCError({ code: "CONFLICT", message: "Only a declined obituary can have its decline undone" });
        if (!before.declineUndoUntil) {
          throw new TRPCError({ code: "CONFLICT", message: "This decline cannot be undone (it was not a pending submission). Approve it to publish it." });
        }
        if (before.declineUndoUntil <= ctx.now() || !(await withdrawHeldEmail(tx, before.declineEmailId))) {
          throw new TRPCError({ code: "CONFLICT", message: DECLINE_UNDO_TOO_LATE });
        }
        const [row] = await tx
          .update(obituaries)
          .set({ status: "pending", declineUndoUntil: null, declineEmailId: null, updatedAt: ctx.now() })
          .where(eq(obituaries.id, input.id))
          .returning(staffObituaryColumns);
        return withStateFlags(found(row, "Obituary"));
      });
    } finally {
      await invalidateObituary(ctx, input.id);
    }
  }),

  /** Hides a live obituary from the public; staff still see it and can approve it again. */
  unlist: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    try {
      return await transition(ctx, input.id, "unlisted", ["live", "unlisted"], "Only a live obituary can be unlisted");
    } finally {
      await invalidateObituary(ctx, input.id);
    }
  }),
  /** Permanently, with its guest-book entries (the foreign key cascades). */
  delete: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.delete(obituaries).where(eq(obituaries.id, input.id)).returning({ id: obituaries.id });
    found(row, "Obituary");
    await invalidateObituary(ctx, input.id);
    return { success: true as const };
  }),

  /**
   * The edit dialog's fields; the state is kept. The photo changes only when
   * `photoUrl` is sent (null removes it), so SPEC §7's PATCH without it
   * leaves the photo as it was.
   */
  /** The obituary, its public services and its shown guest-book messages: the Book of Memories and the QR card. */
  keepsake: staffProcedure.input(byIdInput).query(({ ctx, input }) => keepsakeOf(ctx, input.id)),

  /** How many addresses follow its services: confirmed ones only, for staff; never in a public answer. */
  followers: staffProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select({ confirmed: count() })
      .from(obituaryFollowers)
      .where(and(eq(obituaryFollowers.obituaryId, input.id), eq(obituaryFollowers.status, "confirmed")));
    return { confirmed: row?.confirmed ?? 0 };
  }),

  /** How the guest book takes messages (open, moderated, closed) and whether search engines may index the page. */
  setGuestBookCare: staffProcedure.input(guestBookCareInput).mutation(async ({ ctx, input }) => {
    const { id, ...care } = input;
    const [row] = await ctx.db
      .update(obituaries)
      .set({ ...care, updatedAt: ctx.now() })
      .where(eq(obituaries.id, id))
      .returning(staffObituaryColumns);
    const changed = withStateFlags(found(row, "Obituary"));
    // The page's form (or its note) and its robots meta change.
    await invalidateObituary(ctx, id);
    return changed;
  }),

  /** "In lieu of flowers" for the family (the edit dialog's own Save): a charity and its https address, a short wish, or blank to clear. */
  setFlowers: staffProcedure.input(inLieuOfFlowersInput).mutation(({ ctx, input }) => {
    const { obituaryId, ...wish } = input;
    return setInLieuOfFlowers(ctx, obituaryId, wish);
  }),

  update: staffProcedure.input(obituaryUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, photoUrl, ...fields } = input;
    const [current] = await ctx.db.select().from(obituaries).where(eq(obituaries.id, id));
    found(current, "Obituary");
    // The form sends every field: the trail names only those that changed.
    noteChangedFields(ctx, current ?? {}, { ...fields, photoUrl });
    // The photo it already has is not checked again: saving a new biography must
    // not fail because its photo went missing (Remove Photo is the fix for that).
    await checkObituaryFacts(ctx, { ...fields, photoUrl: photoUrl === current?.photoUrl ? undefined : photoUrl });
    const [row] = await ctx.db
      .update(obituaries)
      .set({ ...fields, ...(photoUrl === undefined ? {} : { photoUrl }), updatedAt: ctx.now() })
      .where(eq(obituaries.id, id))
      .returning(staffObituaryColumns);
    const updated = withStateFlags(found(row, "Obituary"));
    // Linked services carry the deceased's name (lib/service-obituary.ts): a corrected
    // name reaches them in the same transaction, so the two never disagree.
    const renamed = updated.firstName !== current?.firstName || updated.lastName !== current?.lastName;
    if (renamed) await ctx.db.update(services).set({ deceasedName: `${updated.firstName} ${updated.lastName}` }).where(eq(services.obituaryId, id));
    try {
      // A new remote photo on a live obituary is copied in, as approval does: the page never hot-links it.
      return updated.state === "live" && photoUrl !== undefined && photoUrl !== current?.photoUrl ? await withOwnPhoto(ctx, updated) : updated;
    } finally {
      await invalidateObituary(ctx, id);
      if (renamed) await invalidateServices(ctx);
    }
  }),
} satisfies TRPCRouterRecord;
