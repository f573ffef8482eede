import { business } from "@fh/client/site-facts";
import { buttonClass } from "@fh/ui";
import { telHref } from "@fh/validators/site";
import { useT } from "../../i18n/context";
import { rich } from "../../i18n/rich";
import { Choice } from "./Choice";
import type { PlanState } from "./plan-state";

/** Who it is for, and whether a death has occurred: if so, the 24/7 phone comes first, and the request may go as urgent. */
export function StartStep({ plan, update }: { plan: PlanState; update: (patch: Partial<PlanState>) => void }) {
  const t = useT("planAhead");
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-lg font-semibold text-ink">{t("forWhom.legend")}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Choice name="forWhom" checked={plan.forWhom === "self"} onChange={() => update({ forWhom: "self" })} label={t("forWhom.self")} />
          <Choice name="forWhom" checked={plan.forWhom === "other"} onChange={() => update({ forWhom: "other" })} label={t("forWhom.other")} />
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-lg font-semibold text-ink">{t("death.legend")}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Choice name="deathOccurred" checked={plan.deathOccurred === false} onChange={() => update({ deathOccurred: false, isUrgent: false })} label={t("death.no")} />
          <Choice name="deathOccurred" checked={plan.deathOccurred === true} onChange={() => update({ deathOccurred: true, isUrgent: true })} label={t("death.yes")} />
        </div>
      </fieldset>
      {plan.deathOccurred ? (
        <div role="alert" className="rounded-xl border-2 border-gold bg-cream p-5">
          <h3 className="text-xl font-semibold text-navy-dark">{t("urgent.title")}</h3>
          <p className="mt-2 text-ink">
            {rich(t("urgent.text", { phone: business.phone }), {
              phone: (phone) => (
                <a className="font-semibold text-navy underline" href={telHref(business.phone)}>
                  {phone}
                </a>
              ),
            })}
          </p>
          <a href={telHref(business.phone)} className={buttonClass("gold", "lg", "mt-4")}>
            {t("urgent.call", { phone: business.phone })}
          </a>
          <label className="mt-4 flex items-start gap-3 text-ink">
            <input type="checkbox" className="mt-1 h-5 w-5 accent-navy" checked={plan.isUrgent} onChange={(e) => update({ isUrgent: e.target.checked })} />
            <span>{t("urgent.send")}</span>
          </label>
        </div>
      ) : null}
    </div>
  );
}
