import { buttonClass } from "@fh/ui";
import { computeEstimate, defaultItems, formatCents, PRE_PLANNING_ARRANGEMENTS, type PrePlanningArrangement, type PriceListContent } from "@fh/validators/site";
import { useT } from "../../i18n/context";
import { Choice } from "./Choice";

/** What the comparison says of each arrangement: viewing, ceremony, and what becomes of the body. */
const COMPARED: Record<Exclude<PrePlanningArrangement, "undecided">, { viewing: boolean; ceremony: "yes" | "no" | "later"; final: "burial" | "cremation" }> = {
  "traditional-burial": { viewing: true, ceremony: "yes", final: "burial" },
  "cremation-with-funeral": { viewing: true, ceremony: "yes", final: "cremation" },
  "memorial-after-cremation": { viewing: false, ceremony: "later", final: "cremation" },
  "direct-cremation": { viewing: false, ceremony: "no", final: "cremation" },
  "immediate-burial": { viewing: false, ceremony: "no", final: "burial" },
};

/** The estimate an arrangement starts at on today's list (ranges at their low end). */
function startingTotal(arrangement: PrePlanningArrangement, list: Pick<PriceListContent, "items">): number | null {
  try {
    return computeEstimate(list, defaultItems(arrangement, list)).totalCents;
  } catch {
    return null;
  }
}

export function ArrangementStep({
  arrangement,
  list,
  choose,
}: {
  arrangement: PrePlanningArrangement | "";
  list: Pick<PriceListContent, "items">;
  choose: (a: PrePlanningArrangement, andContinue?: boolean) => void;
}) {
  const t = useT("planAhead");
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-lg font-semibold text-ink">{t("arrangement.legend")}</legend>
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {PRE_PLANNING_ARRANGEMENTS.map((a) => (
            <Choice key={a} name="arrangement" checked={arrangement === a} onChange={() => choose(a)} label={t(`arrangement.${a}.title`)} text={t(`arrangement.${a}.text`)} />
          ))}
        </div>
      </fieldset>
      {arrangement === "undecided" ? (
        <section aria-labelledby="compare-title" className="rounded-xl border border-line bg-white p-4 sm:p-6">
          <h3 id="compare-title" className="text-xl font-semibold">
            {t("compare.title")}
          </h3>
          <p className="mt-2 text-ink-soft">{t("compare.intro")}</p>
          <ul className="mt-4 space-y-4">
            {(Object.keys(COMPARED) as Array<keyof typeof COMPARED>).map((a) => {
              const facts = COMPARED[a];
              const total = startingTotal(a, list);
              return (
                <li key={a} className="rounded-lg border border-line/70 p-4">
                  <h4 className="font-semibold text-ink">{t(`arrangement.${a}.title`)}</h4>
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="text-ink-soft">{t("compare.viewing")}</dt>
                      <dd className="font-medium">{facts.viewing ? t("compare.yes") : t("compare.no")}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-soft">{t("compare.ceremony")}</dt>
                      <dd className="font-medium">{facts.ceremony === "yes" ? t("compare.yes") : facts.ceremony === "later" ? t("compare.later") : t("compare.no")}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-soft">{t("compare.final")}</dt>
                      <dd className="font-medium">{facts.final === "burial" ? t("compare.burial") : t("compare.cremation")}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-soft">{t("compare.from")}</dt>
                      <dd className="font-semibold tabular-nums text-navy-dark">{total === null ? "—" : formatCents(total)}</dd>
                    </div>
                  </dl>
                  <button type="button" className={buttonClass("secondary", "sm", "mt-3")} onClick={() => choose(a, true)}>
                    {t("compare.choose", { name: t(`arrangement.${a}.title`) })}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
