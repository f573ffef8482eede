import { dateWords } from "@fh/i18n";
import { estimateStatements, formatCents, type ChosenItem, type PriceListContent } from "@fh/validators/site";
import { useLocale, useT } from "../../i18n/context";
import { rich } from "../../i18n/rich";
import { estimateOrNull } from "./plan-state";

/**
 * The itemized good-faith estimate (Florida s. 497.468 asks for one before a
 * selection): each chosen line and its price, the total, the price list's
 * version and date, the estimate-not-contract words, and the Rule's
 * statements for these items in the law's English.
 */
export function SummaryStep({ items, list, withCremation }: { items: ChosenItem[]; list: PriceListContent & { effectiveDate: string }; withCremation: boolean }) {
  const t = useT("planAhead");
  const locale = useLocale();
  const estimate = estimateOrNull(list, items);
  // Items kept from before a new price list: the page starts them afresh from the arrangement (PlanAheadPage).
  if (!estimate) return null;
  const hasLater = estimate.lines.some((l) => l.choice === "later");
  return (
    <div className="space-y-6">
      <p className="text-ink">
        {rich(t("summary.version", { date: dateWords(locale).long(list.effectiveDate) }), {
          time: (date) => <time dateTime={list.effectiveDate}>{date}</time>,
        })}
      </p>
      <table className="w-full border-collapse rounded-xl bg-white text-left">
        <caption className="sr-only">{t("summary.title")}</caption>
        <thead>
          <tr className="border-b border-line text-sm text-ink-soft">
            <th scope="col" className="p-3 font-semibold">
              {t("summary.item")}
            </th>
            <th scope="col" className="p-3 text-right font-semibold">
              {t("summary.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((l) => (
            <tr key={l.lineId} className="border-b border-line/60 align-top">
              <td className="p-3">
                <span lang="en" className="font-medium">
                  {l.name}
                </span>
                {l.choice && l.rangeFromCents !== null && l.rangeToCents !== null ? (
                  <span className="block text-sm text-ink-soft">
                    {l.choice === "later"
                      ? t("items.choice.later")
                      : t("summary.choiceNote", { choice: t(`items.choice.${l.choice}`, { price: formatCents(l.priceCents) }), from: formatCents(l.rangeFromCents), to: formatCents(l.rangeToCents) })}
                  </span>
                ) : null}
              </td>
              <td className="p-3 text-right font-semibold tabular-nums">{formatCents(l.priceCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="p-3 text-lg">
              {t("summary.total")}
            </th>
            <td className="p-3 text-right text-xl font-bold tabular-nums text-navy-dark">{formatCents(estimate.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {hasLater ? <p className="text-sm text-ink-soft">{t("summary.laterNote")}</p> : null}
      {withCremation ? <p className="text-sm text-ink-soft">{t("items.crematoryNote")}</p> : null}
      <p role="note" className="rounded-lg border border-navy/40 bg-white p-4 text-ink">
        {t("summary.notContract")}
      </p>
      <section aria-labelledby="plan-statements">
        <h3 id="plan-statements" className="text-lg font-semibold">
          {t("summary.statements")}
        </h3>
        {locale !== "en" ? <p className="mt-1 text-sm text-ink-soft">{t("summary.englishNote")}</p> : null}
        {estimateStatements(estimate.lines, list.alternativeContainers).map((s) => (
          <p key={s.text.slice(0, 40)} lang="en" className="mt-3 border-l-4 border-gold/60 pl-3 text-ink-soft">
            {s.text}
          </p>
        ))}
      </section>
    </div>
  );
}
