import { useT } from "../../../i18n/context";
import { trpc } from "../../../lib/trpc";
import type { FamilySectionProps } from "../sections";

/** Who said "I'll attend" each public service of the memorial: the count and the names, for the family only. */
export function FamilyAttendance({ obituaryId, state }: FamilySectionProps) {
  const t = useT("familyPage");
  const list = trpc.familyMemorial.attendance.useQuery({ obituaryId }, { enabled: state === "published" });
  if (state !== "published") return null;
  return (
    <section aria-labelledby={`attendance-${obituaryId}`} className="space-y-3 mt-6 border-t border-line pt-6" data-testid="family-attendance">
      <h3 id={`attendance-${obituaryId}`} className="text-xl font-semibold">
        {t("memorial.attendance.title")}
      </h3>
      {list.data && list.data.length === 0 ? <p className="text-ink-soft">{t("memorial.attendance.noServices")}</p> : null}
      <ul className="space-y-3">
        {(list.data ?? []).map((s) => (
          <li key={s.id} className="rounded-lg border border-line p-4">
            <p className="font-semibold text-navy-dark">
              {s.title} · <span className="text-gold">{t("memorial.attendance.people", { count: s.people })}</span>
            </p>
            {s.answers.length === 0 ? (
              <p className="text-ink-soft">{t("memorial.attendance.none")}</p>
            ) : (
              <ul className="mt-1 text-ink">
                {s.answers.map((a, i) => (
                  <li key={i}>{a.guests > 1 ? t("memorial.attendance.plus", { name: a.name, others: a.guests - 1 }) : a.name}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
