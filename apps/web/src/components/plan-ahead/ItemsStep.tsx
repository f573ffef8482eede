import {
  basicServicesDeclinable,
  computeEstimate,
  formatCents,
  formatItemPrice,
  itemDescription,
  PRICE_LIST_ITEM_KINDS,
  RANGE_CHOICES,
  rangePrice,
  type ChosenItem,
  type PriceListContent,
  type PriceListItem,
  type RangeChoice,
} from "@fh/validators/site";
import { useLocale, useT } from "../../i18n/context";
import { setChoice, toggleLine } from "./plan-state";

interface Line {
  item: PriceListItem;
  lineId: number;
}

/** The price list's lines, each with its price and description, ticked where chosen; a range line asks where in the range. */
export function ItemsStep({ items, list, onChange, withCremation }: { items: ChosenItem[]; list: PriceListContent; onChange: (items: ChosenItem[]) => void; withCremation: boolean }) {
  const t = useT("planAhead");
  const locale = useLocale();
  const chosen = new Map(items.map((c) => [c.lineId ?? -1, c]));
  const feeDeclinable = basicServicesDeclinable(items.map((c) => c.kind));
  let total: number | null = null;
  try {
    total = computeEstimate(list, items).totalCents;
  } catch {
    total = null;
  }
  const lines: Line[] = list.items.map((item, lineId) => ({ item, lineId }));
  // In the Rule's order, as /pricing shows them.
  const ordered = PRICE_LIST_ITEM_KINDS.flatMap((kind) => lines.filter((l) => l.item.kind === kind));

  return (
    <div className="space-y-4">
      <p className="text-ink-soft">{t("items.intro")}</p>
      {/* A funeral followed by cremation: the Rule's list has no crematory line, so the estimate says what it leaves out. */}
      {withCremation ? <p role="note" className="rounded-lg border border-gold bg-cream p-3 text-ink">{t("items.crematoryNote")}</p> : null}
      <ul className="divide-y divide-line/70 rounded-xl border border-line bg-white">
        {ordered.map(({ item, lineId }) => {
          const pick = chosen.get(lineId);
          const locked = item.kind === "basicServices" && !feeDeclinable;
          const description = itemDescription(item, locale);
          const inputId = `plan-line-${lineId}`;
          return (
            <li key={lineId} className="p-4">
              <div className="flex items-start gap-3">
                <input
                  id={inputId}
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-navy"
                  checked={pick !== undefined}
                  disabled={locked}
                  aria-describedby={locked ? "plan-fee-required" : undefined}
                  onChange={(e) => onChange(toggleLine(items, list, lineId, e.target.checked))}
                />
                <div className="min-w-0 flex-1">
                  <label htmlFor={inputId} className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <span lang="en" className="font-medium text-ink">
                      {item.name}
                    </span>
                    <span className="font-semibold tabular-nums text-navy-dark">{formatItemPrice(item)}</span>
                  </label>
                  {description ? (
                    <p lang={description.lang} className="mt-1 text-sm text-ink-soft">
                      {description.text}
                    </p>
                  ) : null}
                  {locked ? (
                    <p id="plan-fee-required" className="mt-1 text-sm font-medium text-navy">
                      {t("items.required")}
                    </p>
                  ) : item.kind === "basicServices" && pick === undefined ? (
                    <p className="mt-1 text-sm text-navy">{t("items.includedNote")}</p>
                  ) : null}
                  {pick && item.priceToCents !== null ? <RangeChoices item={item} lineId={lineId} choice={pick.choice ?? "later"} onChoose={(c) => onChange(setChoice(items, lineId, c))} /> : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="sticky bottom-0 rounded-lg border border-navy/30 bg-cream px-4 py-3 text-lg font-semibold text-navy-dark">
        {total === null ? "" : t("items.subtotal", { total: formatCents(total) })}
      </p>
    </div>
  );
}

function RangeChoices({ item, lineId, choice, onChoose }: { item: PriceListItem; lineId: number; choice: RangeChoice; onChoose: (c: RangeChoice) => void }) {
  const t = useT("planAhead");
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-ink-soft">{t("items.choice.legend")}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {RANGE_CHOICES.map((c) => (
          <label key={c} className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm">
            <input type="radio" name={`plan-range-${lineId}`} className="h-4 w-4 accent-navy" checked={choice === c} onChange={() => onChoose(c)} />
            <span>{t(`items.choice.${c}`, { price: formatCents(rangePrice(item, c)) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
