import { business } from "@fh/client/site-facts";
import { pageTitleIn } from "@fh/i18n";
import { Button, Spinner } from "@fh/ui";
import { useState } from "react";
import { FamilyObituaryCard } from "../components/family/FamilyObituaryCard";
import { FamilySignIn } from "../components/family/FamilySignIn";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT } from "../i18n/context";
import { trpc } from "../lib/trpc";

/**
 * /family: the family's own place (docs/family.md). Signed out, it asks for
 * an email address and sends a sign-in link; signed in (the fh_family
 * cookie), it lists the family's obituaries, each a card with its sections.
 * Drawn on the server as signed out: the page itself holds nothing private,
 * the family's data comes from their own calls.
 */
export function FamilyPagePage() {
  const t = useT("familyPage");
  const locale = useLocale();
  const utils = trpc.useUtils();
  // null when nobody is signed in: the sign-in form, and no call that would answer 401.
  const session = trpc.family.session.useQuery(undefined, { retry: false });
  const signedIn = session.data ?? null;
  const list = trpc.family.obituaries.useQuery(undefined, { retry: false, enabled: signedIn !== null });
  const signOut = trpc.family.signOut.useMutation();
  const [signedOut, setSignedOut] = useState(false);

  return (
    <SiteLayout title={pageTitleIn(locale, "familyPage", business)}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-semibold">{t("title")}</h1>
        {signedIn && !signedOut ? null : <p className="mt-5 text-lg leading-relaxed text-ink-soft">{t("intro")}</p>}
        {session.isPending && !signedOut ? (
          <div className="mt-8 flex items-center gap-2 text-ink-soft" role="status">
            <Spinner />
            <span>{t("loading")}</span>
          </div>
        ) : signedIn && !signedOut ? (
          <>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-cream/60 px-4 py-3">
              <p className="min-w-0 break-all text-ink-soft">{t("signedInAs", { email: signedIn.email })}</p>
              <Button
                variant="secondary"
                size="sm"
                disabled={signOut.isPending}
                onClick={async () => {
                  await signOut.mutateAsync();
                  setSignedOut(true);
                  await utils.family.invalidate();
                }}
              >
                {t("signOut")}
              </Button>
            </div>
            <div className="mt-8 space-y-8">
              {list.data?.length === 0 ? <p className="text-ink-soft">{t("none")}</p> : null}
              {list.data?.map((o) => <FamilyObituaryCard key={o.id} listed={o} />)}
            </div>
          </>
        ) : (
          <>
            {signedOut ? (
              <p role="status" className="mt-6 text-ink-soft">
                {t("signedOut")}
              </p>
            ) : null}
            <FamilySignIn />
          </>
        )}
      </div>
    </SiteLayout>
  );
}
