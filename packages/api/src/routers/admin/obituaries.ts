import { obituaries, obituaryFollowers, photos, services } from "@fh/db";
import {
  byIdInput,
  OBITUARY_STATES,
  obituaryCreateInput,
  obituarySearchStaffInput,
  obituaryUpdateInput,
  type ObituaryState,
  guestBookCareInput,
} from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { and, count, desc, eq } from "drizzle-orm";
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

/**
 * Moves an obituary to `to`, if it is in one of the states `from`. A missing
 * obituary is a 404; one in another state is a 409 saying why. `notify`
 * writes what the move tells the family, in the move's own transaction, with
 * the state it came from (so approving a live one again tells nobody).
 */
async function transition(
  ctx: Context,
  id: number,
  to: ObituaryState,
  from: readonly ObituaryState[],
  refusal: string,
  notify?: (tx: OutboxWriter, previous: ObituaryState, row: StaffObituaryRow) => Promise<void>,
) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: obituaries.status }).from(obituaries).where(eq(obituaries.id, id)).for("update");
    const previous = found(current, "Obituary").status;
    if (!from.includes(previous)) throw new TRPCError({ code: "CONFLICT", message: refusal });
    const [row] = await tx
      .update(obituaries)
      .set({ status: to, updatedAt: ctx.now() })
      .where(eq(obituaries.id, id))
      .returning(staffObituaryColumns);
    const moved = found(row, "Obituary");
    await notify?.(tx, previous, moved);
    return withStateFlags(moved);
  });
}

/** What a move tells the family about. */
type StaffObituaryRow = { id: number; firstName: string; lastName: string; submitterName: string; submitterEmail: string; submitterLocale: string };

/** A submission published: its submitter gets the page's link (not when it was live already, or only unlisted). */
const tellPublished = (ctx: Context) => (tx: OutboxWriter, previous: ObituaryState, row: StaffObituaryRow) =>
  previous === "pending" || previous === "declined" ? notifyObituaryDecision(ctx, tx, "published", row) : Promise.resolve();

/** A pending submission declined: its submitter gets the gentle "not published" with our phone number. */
const tellDeclined = (ctx: Context) => (tx: OutboxWriter, previous: ObituaryState, row: StaffObituaryRow) =>
  previous === "pending" ? notifyObituaryDecision(ctx, tx, "declined", row) : Promise.resolve();

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

  /** Kept, marked declined, out of the pending list and off the public site. */
  decline: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    try {
      return await transition(
        ctx,
        input.id,
        "declined",
        ["pending", "declined", "live", "unlisted"],
        "This obituary cannot be declined",
        tellDeclined(ctx),
      );
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

  /** How many addresses follow its services (issue 14): confirmed ones only, for staff; never in a public answer. */
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
