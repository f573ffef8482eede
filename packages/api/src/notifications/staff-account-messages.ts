import type { Business } from "@fh/validators";
import { renderEmail, type RenderedEmail } from "./layout";

/**
 * The emails of a staff member's own account. Staff read their emails in
 * English, as the staff app speaks it.
 */

/** The one-time sign-in link: the second proof after many failed sign-ins on the account. */
export function staffSignInLinkEmail(business: Business, username: string, url: string, minutes: number): RenderedEmail {
  return renderEmail(business, `Finish signing in to ${business.name}`, [
    { paragraph: `Someone signed in as ${username} with the right password from a place this account has not used before, while many failed sign-ins were being tried on it.` },
    { paragraph: `If it was you, open this link to finish signing in. It works once, for ${minutes} minutes, in the browser you open it in.` },
    { link: url, label: "Finish signing in" },
    { paragraph: "If it was not you, your password is known to someone else: sign in from a place you have used before and change it, or ask an owner to reset it." },
  ]);
}

/** The confirmation of a new address for the account: it becomes the account's once this link is opened. */
export function staffConfirmEmailEmail(business: Business, username: string, url: string, hours: number): RenderedEmail {
  return renderEmail(business, `Confirm your email address for ${business.name}`, [
    { paragraph: `This address was given for the staff account ${username}. Sign-in links will come here once you confirm it.` },
    { link: url, label: "Confirm this address" },
    { paragraph: `The link works once, for ${hours} hours. If you did not ask for this, ignore this email: nothing changes.` },
  ]);
}
