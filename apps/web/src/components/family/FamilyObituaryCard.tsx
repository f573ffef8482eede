import { business } from "@fh/client/site-facts";
import { dateWords } from "@fh/i18n";
import type { RouterOutputs } from "@fh/api";
import { Button, buttonClass, Spinner, toast } from "@fh/ui";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useLocale, useT } from "../../i18n/context";
import { trpc } from "../../lib/trpc";
import { FamilyLettersOption } from "../obituaries/FamilyLettersOption";
import { FamilyInvites } from "./FamilyInvites";
import { ObituaryEditor } from "./ObituaryEditor";
import { familySections } from "./sections";

type Listed = RouterOutputs["family"]["obituaries"][number];

const STATE_TONE: Record<Listed["state"], string> = {
  waiting: "bg-gold/15 text-ink border-gold/40",
  published: "bg-navy/10 text-navy border-navy/30",
  notPublished: "bg-danger/10 text-danger border-danger/30",
  hidden: "bg-cream text-ink-soft border-line",
};

/** One of the family's obituaries: its state, the public page, edit or propose, the keepsake, who shares it, letters, and the other sections. */
export function FamilyObituaryCard({ listed }: { listed: Listed }) {
  const t = useT("familyPage");
  const locale = useLocale();
  const dates = dateWords(locale);
  const details = trpc.family.obituary.useQuery({ obituaryId: listed.id }, { retry: false });
  const setLetters = trpc.family.setLetters.useMutation();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const name = `${listed.firstName} ${listed.lastName}`;
  const headingId = `family-obituary-${listed.id}`;
  const o = details.data;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-5 shadow-sm wrap-anywhere sm:p-8" data-testid="family-obituary">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-semibold">
            {name}
          </h2>
          <p className="mt-1 text-ink-soft">
            {t("born")} {dates.long(listed.dateOfBirth)} · {t("died")} {dates.long(listed.dateOfDeath)}
          </p>
        </div>
        <p className={`rounded-full border px-3 py-1 text-sm font-semibold ${STATE_TONE[listed.state]}`}>
          <span className="sr-only">{t("state")}: </span>
          {t(`state.${listed.state}`)}
        </p>
      </div>
      <p className="mt-3 text-ink-soft">{t(`stateHelp.${listed.state}`, { phone: business.phone })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {listed.pageUrl ? (
          <Link to={listed.pageUrl} className={buttonClass("secondary")}>
            {t("viewPage")}
          </Link>
        ) : null}
        <a href={`/api/family/obituaries/${listed.id}/keepsake.pdf`} className={buttonClass("secondary")} download>
          {t("keepsake")}
        </a>
        {listed.state !== "notPublished" && !editing && o ? (
          <Button onClick={() => setEditing(true)}>{listed.state === "waiting" ? t("edit") : t("propose")}</Button>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted">{t("keepsakeHelp")}</p>
      {!o ? (
        <div className="mt-4 flex items-center gap-2 text-ink-soft">
          <Spinner />
          <span>{t("loading")}</span>
        </div>
      ) : (
        <>
          {o.pendingProposal ? (
            <p role="status" className="mt-4 rounded-lg bg-gold/10 px-4 py-3 text-ink">
              {t("proposalWaiting")}
            </p>
          ) : null}
          {editing ? <ObituaryEditor obituary={o} onDone={() => setEditing(false)} /> : null}
          {o.invites ? <FamilyInvites obituaryId={o.id} invites={o.invites} /> : <p className="mt-6 text-ink-soft">{t("invitedBy")}</p>}
          <div className="mt-6 border-t border-line pt-6">
            <FamilyLettersOption
              checked={o.letters}
              disabled={setLetters.isPending}
              onChange={async (letters) => {
                await setLetters.mutateAsync({ obituaryId: o.id, letters });
                toast({ title: letters ? t("lettersOn") : t("lettersOff"), variant: "success" });
                await utils.family.obituary.invalidate({ obituaryId: o.id });
              }}
            />
          </div>
          {familySections.map(({ key, Section }) => (
            <Section key={key} obituaryId={o.id} state={o.state} role={o.role} />
          ))}
        </>
      )}
    </article>
  );
}
