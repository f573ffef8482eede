import { obituaries } from "@fh/db";
import type { Locale } from "@fh/validators";
import { createInternalContext, type RequestFacts } from "../../src/context";
import { familyLinksSettled } from "../../src/family/link";
import { createCaller } from "../../src/root";
import type { TestApi } from "../../src/testing";
import { validObituary } from "../public/helpers";
import { outbox } from "../notifications/helpers";

/** The sign-in link in an email: /family/sign-in/{token}, with the email's language. */
export const SIGN_IN_LINK = /https:\/\/lakeworth\.example\/family\/sign-in\/([A-Za-z0-9_-]{43})/;

/**
 * A family's browser: a caller that keeps the fh_family cookie the server
 * gives it and sends it back on every call, as a browser does with an
 * HttpOnly cookie. `signInWith(token)` presses Continue on a link's page.
 */
export function familyBrowser(api: TestApi, request: Partial<RequestFacts> = {}) {
  const jar: { token: string | null } = { token: null };
  const caller = createCaller(() => {
    const base = createInternalContext(api.deps, null, { ...request, familyToken: jar.token });
    return {
      ...base,
      response: {
        ...base.response,
        setFamilyCookie: (token: string) => {
          jar.token = token;
        },
        clearFamilyCookie: () => {
          jar.token = null;
        },
      },
    };
  });
  return { caller, jar, signInWith: (token: string) => caller.family.signIn({ token }) };
}

/** Asks for a link as a visitor would, waits for the work done after the answer, and answers the newest link's token sent to that address. */
export async function emailedLink(api: TestApi, email: string, locale: Locale = "en"): Promise<string | null> {
  await createCaller(createInternalContext(api.deps, null, { locale })).family.requestLink({ email });
  await familyLinksSettled();
  const mail = (await outbox(api)).filter((m) => m.recipient === email.toLowerCase() && m.kind === "family.sign_in_link").at(-1);
  return SIGN_IN_LINK.exec(mail?.text ?? "")?.[1] ?? null;
}

/** A signed-in family browser for an address that has access. */
export async function signedInFamily(api: TestApi, email: string, request: Partial<RequestFacts> = {}) {
  const browser = familyBrowser(api, request);
  const token = await emailedLink(api, email, request.locale);
  if (!token) throw new Error(`no link was emailed to ${email}`);
  await browser.signInWith(token);
  return browser;
}

/** Inserts an obituary submitted by `email` in a state, and answers its id. */
export async function insertFamilyObituary(
  api: TestApi,
  email: string,
  status: "pending" | "live" | "declined" | "unlisted",
  facts: Partial<typeof obituaries.$inferInsert> = {},
): Promise<number> {
  const [row] = await api.deps.db
    .insert(obituaries)
    .values({ ...validObituary, photoUrl: null, submitterEmail: email, status, ...facts })
    .returning({ id: obituaries.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}
