import type { RouterOutputs } from "@fh/api";
import { Button } from "@fh/ui";
import { useT } from "../../i18n/context";
import { trpc } from "../../lib/trpc";
import { FamilyObituaryCard } from "./FamilyObituaryCard";

type Listed = RouterOutputs["family"]["obituaries"];

/**
 * The family page once someone is signed in: who, Sign out, and a card for
 * each of their obituaries. Its own chunk (the default export, for
 * React.lazy): the cards, the editor, the uploads, the memorial sections and
 * the forms' checks they import are fetched only by a family that is signed
 * in, so the page a visitor first sees, the sign-in form, costs what the
 * other public pages cost.
 */
export default function FamilySignedIn({ email, obituaries, onSignedOut }: { email: string; obituaries: Listed | undefined; onSignedOut: () => Promise<void> }) {
  const t = useT("familyPage");
  const signOut = trpc.family.signOut.useMutation();
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-cream/60 px-4 py-3">
        <p className="min-w-0 break-all text-ink-soft">{t("signedInAs", { email })}</p>
        <Button
          variant="secondary"
          size="sm"
          disabled={signOut.isPending}
          onClick={async () => {
            await signOut.mutateAsync();
            await onSignedOut();
          }}
        >
          {t("signOut")}
        </Button>
      </div>
      <div className="mt-8 space-y-8">
        {obituaries?.length === 0 ? <p className="text-ink-soft">{t("none")}</p> : null}
        {obituaries?.map((o) => <FamilyObituaryCard key={o.id} listed={o} />)}
      </div>
    </>
  );
}
