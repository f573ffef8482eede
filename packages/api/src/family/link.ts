import { isLocale, type Locale } from "@fh/validators";
import type { Context } from "../context";
import { recordAudit } from "../lib/audit";
import { enqueueEmail } from "../notifications/outbox";
import { familySignInEmail, familySignInUrl } from "./emails";
import { issueFamilyLinkToken } from "./link-tokens";
import { hasFamilyAccess, isFuneralHomeAddress } from "./scope";

/** The one answer to every link request, known address or not. */
export const FAMILY_LINK_ANSWER = { sent: true } as const;

/** Link requests answered but still being written (looked up, token stored, email in the outbox). */
const inFlight = new Set<Promise<void>>();

/**
 * Resolves once every link request already answered has been written:
 * the server waits for it before closing the database, tests before looking
 * at the outbox.
 */
export async function familyLinksSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/**
 * "Email me a sign-in link". The caller answers FAMILY_LINK_ANSWER at once,
 * and the work (is the address known? a token, an email) starts once the
 * answer has been sent: an unknown address and a known one are answered in
 * the same time with the same words, so the answer tells nobody which
 * addresses we know.
 */
export function requestFamilyLink(ctx: Context, email: string): void {
  // After the answer has gone (the server's hook), else on the next turn: a known
  // address's transaction must not share the answer's time on the event loop.
  const later = ctx.response.afterResponse ?? ((run: () => void) => void setImmediate(run));
  const work = new Promise<void>((resolve) => {
    later(() => {
      sendFamilyLink(ctx, email)
        .catch((err: unknown) => ctx.log.error({ err }, "could not write a family sign-in link"))
        .finally(resolve);
    });
  });
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
}

async function sendFamilyLink(ctx: Context, email: string): Promise<void> {
  const address = email.toLowerCase();
  if (isFuneralHomeAddress(ctx.business, address) || !(await hasFamilyAccess(ctx.db, address))) return;
  const now = ctx.now();
  const locale: Locale = ctx.request.locale && isLocale(ctx.request.locale) ? ctx.request.locale : "en";
  await ctx.db.transaction(async (tx) => {
    const token = await issueFamilyLinkToken(tx, address, now);
    await recordAudit(tx, { actorId: null, actorUsername: address, ip: ctx.request.ip, action: "family.linkSent" }, now);
    const settings = ctx.notifications;
    if (!settings) return;
    await enqueueEmail(tx, settings, { kind: "family.sign_in_link", to: [address], ...familySignInEmail(ctx.business, familySignInUrl(settings, token, locale), locale) }, now);
  });
}
