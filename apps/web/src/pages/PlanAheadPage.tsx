import { business } from "@fh/client/site-facts";
import { pageTitleIn } from "@fh/i18n";
import { Button } from "@fh/ui";
import { formatCents, publicPages, telHref, type PrePlanningArrangement } from "@fh/validators/site";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { BackLink } from "../components/obituaries/BackLink";
import { ArrangementStep } from "../components/plan-ahead/ArrangementStep";
import { ContactStep } from "../components/plan-ahead/ContactStep";
import { ItemsStep } from "../components/plan-ahead/ItemsStep";
import { estimateOrNull, PLAN_STEPS, startingItems, usePlanState, type PlanContact, type PlanState, type PlanStep } from "../components/plan-ahead/plan-state";
import { StartStep } from "../components/plan-ahead/StartStep";
import { SummaryStep } from "../components/plan-ahead/SummaryStep";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT } from "../i18n/context";
import { rich } from "../i18n/rich";
import { trpc } from "../lib/trpc";

/** The first step the plan cannot skip yet: each step needs the ones before it. */
function furthestAllowed(plan: PlanState): PlanStep {
  if (!plan.forWhom || plan.deathOccurred === null) return "start";
  if (!plan.arrangement) return "arrangement";
  return "contact";
}

/**
 * /plan-ahead: a family builds an itemized estimate from the General Price
 * List in effect, in five steps (who, arrangement, items, estimate, details)
 * and sends it as a pre-planning request. The step is in the address
 * (?step=items), so the browser's Back returns to the one before; what was
 * chosen is kept in this tab (plan-state.ts). The server prices the request
 * again from its own list: what the page shows is never what is stored.
 */
export function PlanAheadPage() {
  const t = useT("planAhead");
  const site = useT("site");
  const locale = useLocale();
  const current = trpc.priceList.current.useQuery(undefined, { retryOnMount: false });
  const list = current.data;
  const { plan, update, clear, restored } = usePlanState();
  const [params, setParams] = useSearchParams();
  const [sent, setSent] = useState<{ id: number; total: number; name: string; urgent: boolean } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const asked = params.get("step") as PlanStep | null;
  const allowed = PLAN_STEPS.indexOf(furthestAllowed(plan));
  const index = restored ? Math.min(Math.max(PLAN_STEPS.indexOf(asked ?? "start"), 0), allowed) : 0;
  const step = PLAN_STEPS[index]!;

  const go = useCallback((to: PlanStep) => setParams(to === "start" ? {} : { step: to }), [setParams]);
  // A new step is announced by moving focus to its heading (keyboard and screen-reader users start there).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, sent]);

  const chooseArrangement = (arrangement: PrePlanningArrangement, andContinue = false) => {
    if (!list) return;
    update(arrangement === plan.itemsFor ? { arrangement } : { arrangement, itemsFor: arrangement, items: startingItems(arrangement, list) });
    if (andContinue) go("items");
  };
  // A plan kept in this tab from before staff published a new price list may name lines that are gone:
  // its items start afresh from the arrangement, and the family's other answers stay.
  useEffect(() => {
    if (!restored || !list || plan.arrangement === "" || estimateOrNull(list, plan.items)) return;
    update({ itemsFor: plan.arrangement, items: startingItems(plan.arrangement, list) });
  }, [restored, list, plan.arrangement, plan.items, update]);
  const onContact = useCallback((contact: PlanContact) => update({ contact }), [update]);

  const canContinue = step === "start" ? plan.forWhom !== "" && plan.deathOccurred !== null : step === "arrangement" ? plan.arrangement !== "" : true;

  return (
    <SiteLayout title={pageTitleIn(locale, "planAhead", business)}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <BackLink to={publicPages.home}>{site("backToHome")}</BackLink>
        <h1 className="mt-6 text-4xl font-semibold">{t("title")}</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-soft">{t("intro")}</p>

        {current.isPending ? (
          <p className="mt-8 text-lg text-ink-soft">{t("loading")}</p>
        ) : !list ? (
          <p className="mt-8 text-lg text-ink-soft">
            {rich(t("noList", { phone: business.phone }), {
              phone: (phone) => (
                <a className="text-navy underline" href={telHref(business.phone)}>
                  {phone}
                </a>
              ),
            })}
          </p>
        ) : sent ? (
          <section className="mt-8 rounded-xl border border-line bg-white p-6" aria-labelledby="plan-done">
            <h2 id="plan-done" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
              {t("done.title", { name: sent.name })}
            </h2>
            <p className="mt-3 text-ink">{t("done.text", { total: formatCents(sent.total) })}</p>
            {sent.urgent ? (
              <p className="mt-3 font-semibold text-navy-dark">
                {rich(t("done.urgent", { phone: business.phone }), {
                  phone: (phone) => (
                    <a className="underline" href={telHref(business.phone)}>
                      {phone}
                    </a>
                  ),
                })}
              </p>
            ) : null}
            <Button
              variant="secondary"
              className="mt-5"
              onClick={() => {
                setSent(null);
                go("start");
              }}
            >
              {t("done.again")}
            </Button>
          </section>
        ) : (
          <>
            {list.isDemo ? (
              <p role="note" className="mt-6 rounded-lg border border-gold bg-cream p-4 font-medium text-ink">
                {t("demo")}
              </p>
            ) : null}
            <nav aria-label={t("progress", { step: index + 1, steps: PLAN_STEPS.length, name: t(`step.${step}`) })} className="mt-8">
              <ol className="flex gap-1.5">
                {PLAN_STEPS.map((s, i) => (
                  <li key={s} aria-current={i === index ? "step" : undefined} className="flex-1">
                    <span className={`block h-1.5 rounded-full ${i <= index ? "bg-navy" : "bg-line"}`} />
                    <span className={`mt-1 hidden text-xs sm:block ${i === index ? "font-semibold text-navy-dark" : "text-ink-soft"}`}>{t(`step.${s}`)}</span>
                  </li>
                ))}
              </ol>
              <p className="mt-2 text-sm font-medium text-ink-soft sm:hidden">{t("progress", { step: index + 1, steps: PLAN_STEPS.length, name: t(`step.${step}`) })}</p>
            </nav>

            <section className="mt-6" aria-labelledby="plan-step">
              <h2 id="plan-step" ref={heading} tabIndex={-1} className="mb-4 text-2xl font-semibold outline-none">
                {step === "summary" ? t("summary.title") : t(`step.${step}`)}
              </h2>
              {step === "start" ? <StartStep plan={plan} update={update} /> : null}
              {step === "arrangement" ? <ArrangementStep arrangement={plan.arrangement} list={list} choose={chooseArrangement} /> : null}
              {step === "items" ? <ItemsStep items={plan.items} list={list} onChange={(items) => update({ items })} withCremation={plan.arrangement === "cremation-with-funeral"} /> : null}
              {step === "summary" ? <SummaryStep items={plan.items} list={list} withCremation={plan.arrangement === "cremation-with-funeral"} /> : null}
              {step === "contact" && restored ? (
                <ContactStep
                  plan={plan}
                  onContact={onContact}
                  onSent={(answer) => {
                    setSent({ ...answer, name: plan.contact.firstName, urgent: plan.isUrgent });
                    clear();
                  }}
                />
              ) : null}
            </section>

            <div className="mt-8 flex flex-wrap justify-between gap-3">
              {index > 0 ? (
                <Button variant="secondary" onClick={() => go(PLAN_STEPS[index - 1]!)}>
                  {t("back")}
                </Button>
              ) : (
                <span />
              )}
              {step !== "contact" ? (
                <Button disabled={!canContinue} onClick={() => go(PLAN_STEPS[index + 1]!)}>
                  {t("next")}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </SiteLayout>
  );
}
