import { obituaries } from "@fh/db";
import {
  familyInviteSchema,
  familyLettersSchema,
  familyLinkSchema,
  familyObituaryEditSchema,
  familyObituaryInput,
  isLocale,
  localizePath,
  obituaryPath,
  type Locale,
} from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { publicWriteProcedure, withWriteLimit } from "../abuse/guard";
import { withIdempotency } from "../abuse/idempotency";
import { publicProcedure } from "../trpc";
import { inviteFamilyMember, listFamilyInvites, removeFamilyInvite } from "../family/invites";
import { familyLettersOn, setFamilyLetters } from "../family/letters";
import { FAMILY_LINK_ANSWER, requestFamilyLink } from "../family/link";
import { consumeFamilyLinkToken } from "../family/link-tokens";
import { familyProcedure } from "../family/procedure";
import { editWaitingObituary, pendingProposalOf, proposeObituaryChanges } from "../family/proposals";
import { familyObituaryRoles, familyStateOf, isFuneralHomeAddress } from "../family/scope";
import { createFamilySession, endFamilySession, validateFamilySession } from "../family/session";
import { keepsakeOf } from "../lib/keepsake";
import { recordAudit } from "../lib/audit";

/** A link that no longer signs in: used, expired or never ours. */
export const FAMILY_LINK_NOT_VALID = "This link no longer works";

const localeOf = (locale: string | undefined): Locale => (locale && isLocale(locale) ? locale : "en");

/**
 * The family's own place (docs/family.md). Asking for a link and using it
 * are public; everything else is a familyProcedure: 401 without the
 * fh_family cookie, and any obituary id that is not the family's is a 404.
 */
export const familyRouter = {
  /**
   * POST /api/family/link: always 202 { sent: true }, answered before anything
   * is looked up about the address (family/link.ts). With an Idempotency-Key,
   * only the first request of the key sends a link, and only once the key is
   * committed: a repeat after an unknown outcome is answered the same words
   * and mails nothing more.
   */
  requestLink: publicWriteProcedure("family.link")
    .input(familyLinkSchema)
    .mutation(async ({ ctx, input }) => {
      let first = false;
      const answer = await withIdempotency(ctx, "family.link", input, async () => {
        first = true;
        return FAMILY_LINK_ANSWER;
      });
      // The outer context: the link's own work runs after the answer, outside the key's transaction.
      if (first) requestFamilyLink(ctx, input.email);
      return answer;
    }),

  /** The sign-in page's Continue (POST /family/sign-in/{token}): uses the link once and gives the browser its fh_family cookie. */
  signIn: publicWriteProcedure("family.signIn")
    .input(z.strictObject({ token: z.string({ error: "Expected text" }).max(100, { error: "Must be at most 100 characters" }) }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const signedIn = await ctx.db.transaction(async (tx) => {
        const email = await consumeFamilyLinkToken(tx as unknown as typeof ctx.db, input.token, now);
        if (!email) return null;
        const session = await createFamilySession(tx as unknown as typeof ctx.db, email, now);
        await recordAudit(tx as unknown as typeof ctx.db, { actorId: null, actorUsername: email, ip: ctx.request.ip, action: "family.signIn" }, now);
        return session;
      });
      if (!signedIn) throw new TRPCError({ code: "NOT_FOUND", message: FAMILY_LINK_NOT_VALID });
      ctx.response.setFamilyCookie?.(signedIn.token, signedIn.expiresAt);
      return { signedIn: true as const };
    }),

  /** Who is signed in. */
  me: familyProcedure.query(({ ctx }) => ({ email: ctx.family.email })),

  /**
   * Who is signed in, or null: what the family page asks first, so that a
   * visitor who is not signed in meets the sign-in form and no error (a 401,
   * which the browser would also write in its console). The same rule as
   * familyProcedure's: a live session, never the funeral home's own address.
   */
  session: publicProcedure.query(async ({ ctx }) => {
    const family = await validateFamilySession(ctx.db, ctx.request.familyToken, ctx.now());
    return family && !isFuneralHomeAddress(ctx.business, family.email) ? { email: family.email } : null;
  }),

  /** GET /api/family/obituaries: each of the family's obituaries with its state, and the public page's address while it is published. */
  obituaries: familyProcedure.query(async ({ ctx }) => {
    const roles = await familyObituaryRoles(ctx.db, ctx.family.email);
    if (roles.size === 0) return [];
    const rows = await ctx.db
      .select({
        id: obituaries.id,
        firstName: obituaries.firstName,
        lastName: obituaries.lastName,
        dateOfBirth: obituaries.dateOfBirth,
        dateOfDeath: obituaries.dateOfDeath,
        status: obituaries.status,
        createdAt: obituaries.createdAt,
      })
      .from(obituaries)
      .where(inArray(obituaries.id, [...roles.keys()]));
    const locale = localeOf(ctx.request.locale);
    return rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map(({ status, createdAt: _createdAt, ...row }) => ({
        ...row,
        state: familyStateOf(status),
        pageUrl: status === "live" ? localizePath(obituaryPath(row.id), locale) : null,
        role: roles.get(row.id)!,
      }));
  }),

  /** One of the family's obituaries, whole, with what the family page shows beside it. */
  obituary: familyProcedure.input(familyObituaryInput).query(async ({ ctx, input }) => {
    const { obituary, role } = await ctx.familyObituary(input.obituaryId);
    const locale = localeOf(ctx.request.locale);
    return {
      id: obituary.id,
      role,
      state: familyStateOf(obituary.status),
      pageUrl: obituary.status === "live" ? localizePath(obituaryPath(obituary.id), locale) : null,
      fields: {
        firstName: obituary.firstName,
        lastName: obituary.lastName,
        dateOfBirth: obituary.dateOfBirth,
        dateOfDeath: obituary.dateOfDeath,
        biography: obituary.biography,
        photoUrl: obituary.photoUrl,
        submitterName: obituary.submitterName,
        submitterPhone: obituary.submitterPhone,
      },
      pendingProposal: await pendingProposalOf(ctx.db, obituary.id),
      // Only the submitter sees who else shares the page.
      invites: role === "submitter" ? await listFamilyInvites(ctx.db, obituary.id) : null,
      letters: await familyLettersOn(ctx.db, obituary.id, ctx.family.email),
    };
  }),

  /** Waiting for review: the family corrects it in place; it stays waiting. */
  edit: familyProcedure.input(familyObituaryEditSchema).mutation(async ({ ctx, input }) => {
    const { obituaryId, ...edit } = input;
    const { obituary } = await ctx.familyObituary(obituaryId, { lock: true });
    return { id: obituaryId, changed: await editWaitingObituary(ctx, obituary, edit) };
  }),

  /** Published: the family proposes changes, which wait for staff. */
  propose: familyProcedure.input(familyObituaryEditSchema).mutation(async ({ ctx, input }) => {
    const { obituaryId, ...edit } = input;
    const { obituary } = await ctx.familyObituary(obituaryId, { lock: true });
    return { id: obituaryId, proposed: await proposeObituaryChanges(ctx, ctx.family, obituary, edit) };
  }),

  /** The submitter invites up to five more addresses, each emailed a sign-in link of their own. */
  invite: familyProcedure.input(familyInviteSchema).mutation(async ({ ctx, input }) => {
    const target = await ctx.familyObituary(input.obituaryId, { lock: true });
    // Each invitation emails a sign-in link: limited as asking for one is, so invite-and-remove cannot mail strangers.
    await withWriteLimit(ctx, "family.link", () => inviteFamilyMember(ctx, ctx.family, target, input.email));
    return { id: input.obituaryId, invites: await listFamilyInvites(ctx.db, input.obituaryId) };
  }),

  removeInvite: familyProcedure.input(familyInviteSchema).mutation(async ({ ctx, input }) => {
    const target = await ctx.familyObituary(input.obituaryId, { lock: true });
    await removeFamilyInvite(ctx, target, input.email);
    return { id: input.obituaryId, invites: await listFamilyInvites(ctx.db, input.obituaryId) };
  }),

  /** "Send me letters of support in the year ahead", for the signed-in address. */
  setLetters: familyProcedure.input(familyLettersSchema).mutation(async ({ ctx, input }) => {
    await ctx.familyObituary(input.obituaryId);
    await setFamilyLetters(ctx.db, { obituaryId: input.obituaryId, email: ctx.family.email, locale: localeOf(ctx.request.locale), on: input.letters }, ctx.now());
    return { id: input.obituaryId, letters: input.letters };
  }),

  /** The Book of Memories' contents for the family's download (the server draws the PDF), in the language the family wrote in. */
  keepsake: familyProcedure.input(familyObituaryInput).query(async ({ ctx, input }) => {
    await ctx.familyObituary(input.obituaryId);
    return keepsakeOf(ctx, input.obituaryId);
  }),

  /** Sign out: this browser's session ends and its cookie is cleared. */
  signOut: familyProcedure.mutation(async ({ ctx }) => {
    await endFamilySession(ctx.db, ctx.family.sessionId);
    ctx.response.clearFamilyCookie?.();
    return { signedOut: true as const };
  }),
} satisfies TRPCRouterRecord;
