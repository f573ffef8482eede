import { business } from "@fh/client/site-facts";
import { pageTitleIn } from "@fh/i18n";
import { Spinner } from "@fh/ui";
import { lazy, Suspense, useState } from "react";
import { FamilySignIn } from "../components/family/FamilySignIn";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT } from "../i18n/context";
import { trpc } from "../lib/trpc";

// Most who open this page are not signed in and only need the sign-in form: the
// cards, the editor, the uploads and the memorial sections are fetched once the
// session answers with someone, and never drawn on the server (it draws the page
// signed out).
const FamilySignedIn = lazy(() => import("../components/family/FamilySignedIn"));

/**
 * /family: the family's own place (docs/family.md). Signed out, it asks for
 * an email address and sends a sign-in link; signed in (the fh_family
 * cookie), it lists the family's obituaries, each a card with its sections.
 * Drawn on the server as signed out: the page itself holds nothing private,
 * the family's data comes from their own calls, and the signed-in part is a
 * chunk of its own, loaded when someone is signed in.
 */
export function FamilyPagePage() {
  const t = useT("familyPage");
  const locale = useLocale();
  const utils = trpc.useUtils();
  // null when nobody is signed in: the sign-in form, and no call that would answer 401.
  const session = trpc.family.session.useQuery(undefined, { retry: false });
  const signedIn = session.data ?? null;
  const list = trpc.family.obituaries.useQuery(undefined, { retry: false, enabled: signedIn !== null });
  const [signedOut, setSignedOut] = useState(false);
  const waiting = session.isPending && !signedOut;
  // The same calm wait while the session is asked and while the signed-in part's chunk comes.
  const loading = (
    <div className="mt-8 flex items-center gap-2 text-ink-soft" role="status">
      <Spinner />
      <span>{t("loading")}</span>
    </div>
  );

  return (
    <SiteLayout title={pageTitleIn(locale, "familyPage", business)}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-semibold">{t("title")}</h1>
        {signedIn && !signedOut ? null : <p className="mt-5 text-lg leading-relaxed text-ink-soft">{t("intro")}</p>}
        {signedIn && !signedOut ? (
          <Suspense fallback={loading}>
            <FamilySignedIn
              email={signedIn.email}
              obituaries={list.data}
              onSignedOut={async () => {
                setSignedOut(true);
                await utils.family.invalidate();
              }}
            />
          </Suspense>
        ) : (
          // While the session is asked (the page as the server draws it), the form is laid out
          // unseen under the wait: most visitors are not signed in, and when the answer shows
          // them the form nothing below it moves (no layout shift).
          <div className="relative">
            {waiting ? <div className="absolute inset-x-0 top-0">{loading}</div> : null}
            <div className={waiting ? "invisible" : undefined}>
              {signedOut ? (
                <p role="status" className="mt-6 text-ink-soft">
                  {t("signedOut")}
                </p>
              ) : null}
              <FamilySignIn />
            </div>
          </div>
        )}
      </div>
    </SiteLayout>
  );
}
