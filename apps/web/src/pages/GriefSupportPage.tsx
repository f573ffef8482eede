import { business } from "@fh/client/site-facts";
import { buttonClass, cn } from "@fh/ui";
import { clockRangeIn, CRISIS_LINE, GRIEF_GROUP_WEEKS, publicPages, telHref } from "@fh/validators/site";
import { Link } from "react-router-dom";
import { BreathingExercise } from "../components/grief/BreathingExercise";
import {
  copingStrategies,
  griefStages,
  localProviders,
  memorialIdeas,
  professionalHelpSigns,
  resourceGuides,
} from "../components/grief/grief-content";
import { cardClass, GriefHeader, GriefSection } from "../components/grief/GriefLayout";
import { useLocale, useT } from "../i18n/context";
import { pageTitleIn } from "@fh/i18n";
import { rich } from "../i18n/rich";
import { documentHref } from "../lib/documents";
import { SiteFooter } from "../components/site/SiteFooter";
import { usePageTitle } from "../components/site/SiteLayout";

/** The consultation form reads ?interest= and preselects the service interest. */
const referralHref = `${publicPages.bookConsultation}?interest=grief-support`;

/** /grief-support (SPEC §2). */
export function GriefSupportPage() {
  const t = useT("grief");
  const site = useT("site");
  const locale = useLocale();
  const line = { line: CRISIS_LINE };
  const weeks = { weeks: GRIEF_GROUP_WEEKS };
  usePageTitle(pageTitleIn(locale, "griefSupport", business));

  return (
    <div className="min-h-screen bg-paper">
      <GriefHeader backTo={publicPages.home} backLabel={site("grief.backToMain")} />
      <main id="main">
        <div className="bg-cream">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
            <p className="font-semibold tracking-wide text-sage uppercase">{t("eyebrow")}</p>
            <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{t("title")}</h1>
            <p className="mt-5 max-w-3xl text-lg text-ink-soft sm:text-xl">{t("intro")}</p>
          </div>
        </div>

        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <GriefSection
            id="immediate-support"
            title={t("immediate.title")}
            intro={t("immediate.intro")}
          >
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="flex flex-col gap-6">
                <div className={cn(cardClass, "border-l-4 border-l-danger")}>
                  <h3 className="text-xl font-semibold">{t("crisis.title")}</h3>
                  <p className="mt-2 text-ink-soft">{t("crisis.text", line)}</p>
                  <div className="mt-4 flex flex-wrap gap-3">
                    <a href={`tel:${CRISIS_LINE}`} className={buttonClass("danger")}>
                      {t("crisis.call", line)}
                    </a>
                    <a href={`sms:${CRISIS_LINE}`} className={buttonClass("secondary")}>
                      {t("crisis.text2", line)}
                    </a>
                  </div>
                  <p className="mt-3 text-sm text-muted">{t("crisis.danger")}</p>
                </div>

                <div className={cardClass}>
                  <h3 className="text-xl font-semibold">{t("local.title")}</h3>
                  <p className="mt-2 text-ink-soft">{t("local.text", { name: business.name })}</p>
                  <a href={telHref(business.phone)} className={buttonClass("primary", "md", "mt-4")}>
                    {t("call", { phone: business.phone })}
                  </a>
                </div>

                <div className={cardClass}>
                  <h3 className="text-xl font-semibold">{t("inPerson.title")}</h3>
                  <p className="mt-2 text-ink-soft">{t("inPerson.text")}</p>
                  <Link to={publicPages.bookConsultation} className={buttonClass("gold", "md", "mt-4")}>
                    {t("inPerson.book")}
                  </Link>
                </div>
              </div>

              <div className={cardClass}>
                <h3 className="text-center text-xl font-semibold">{t("breathing.title")}</h3>
                <p className="mx-auto mt-2 max-w-md text-center text-ink-soft">{t("breathing.intro")}</p>
                <div className="mt-4">
                  <BreathingExercise />
                </div>
              </div>
            </div>
          </GriefSection>

          <GriefSection
            id="local-providers"
            title={t("providers.title")}
            intro={t("providers.intro", weeks)}
          >
            <ul className="grid gap-6 md:grid-cols-3">
              {localProviders.map((p) => (
                <li key={p.name} className={cn(cardClass, "flex flex-col")}>
                  <h3 className="text-xl font-semibold">{p.name}</h3>
                  <p className="mt-1 text-sm font-semibold text-sage">{t(`provider.${p.key}.kind`)}</p>
                  <p className="mt-3 flex-1 text-ink-soft">{t(`provider.${p.key}.description`, weeks)}</p>
                  <dl className="mt-4 space-y-1 border-t border-line pt-4 text-ink-soft">
                    <div>
                      <dt className="inline font-semibold text-ink">{t("providers.weekly")}</dt>
                      <dd className="inline">
                        {t(`provider.${p.key}.day`)}, {clockRangeIn(p.group.from, p.group.to, locale)}, {p.group.place}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline font-semibold text-ink">{t("providers.program")}</dt>
                      <dd className="inline">{t("providers.weeks", weeks)}</dd>
                    </div>
                  </dl>
                  <a
                    href={telHref(p.phone)}
                    className="mt-4 inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-4"
                    aria-label={t("providers.callLabel", { name: p.name, phone: p.phone })}
                  >
                    {p.phone}
                  </a>
                </li>
              ))}
            </ul>
          </GriefSection>

          <GriefSection
            id="understanding-grief"
            title={t("understanding.title")}
            intro={t("understanding.intro")}
          >
            <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {griefStages.map((stage, i) => (
                <li key={stage} className={cardClass}>
                  <p className="font-serif text-3xl text-gold" aria-hidden="true">
                    {i + 1}
                  </p>
                  <h3 className="mt-1 text-xl font-semibold">{t(`stage.${stage}.name`)}</h3>
                  <p className="mt-2 text-ink-soft">{t(`stage.${stage}.description`)}</p>
                </li>
              ))}
            </ol>
            <p className="mt-6 rounded-lg bg-gold-soft/50 p-5 text-lg text-ink">
              {rich(t("notLinear"), { b: (words) => <strong>{words}</strong> })}
            </p>

            <h3 className="mt-12 text-2xl font-semibold">{t("coping.title")}</h3>
            <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {copingStrategies.map((c) => (
                <li key={c} className={cardClass}>
                  <h4 className="font-serif text-lg font-semibold text-navy-dark">{t(`coping.${c}.title`)}</h4>
                  <p className="mt-2 text-ink-soft">{t(`coping.${c}.description`)}</p>
                </li>
              ))}
            </ul>
          </GriefSection>

          <GriefSection
            id="resources"
            title={t("guides.title")}
            intro={t("guides.intro")}
          >
            <ul className="grid gap-6 md:grid-cols-3">
              {resourceGuides.map((r) => (
                <li key={r} className={cn(cardClass, "flex flex-col")}>
                  <p className="text-sm font-semibold tracking-wide text-sage uppercase">{t("guides.pdf")}</p>
                  <h3 className="mt-1 text-xl font-semibold">{t(`guide.${r}.title`)}</h3>
                  <p className="mt-2 flex-1 text-ink-soft">{t(`guide.${r}.description`)}</p>
                  <a
                    href={documentHref(r, locale)}
                    target="_blank"
                    rel="noopener"
                    className={buttonClass("secondary", "md", "mt-4")}
                    aria-label={t("guides.downloadLabel", { title: t(`guide.${r}.title`) })}
                  >
                    {t("guides.download")}
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-lg">
              <Link to={publicPages.moreGriefResources} className="font-semibold text-navy underline underline-offset-4">
                {t("guides.more")}
              </Link>
            </p>
          </GriefSection>

          <GriefSection
            id="professional-help"
            title={t("professional.title")}
            intro={t("professional.intro")}
          >
            <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
              <ul className={cn(cardClass, "list-disc space-y-2 pl-10 text-ink-soft marker:text-gold")}>
                {professionalHelpSigns.map((s) => (
                  <li key={s}>{t(s)}</li>
                ))}
              </ul>
              <div className={cn(cardClass, "flex flex-col justify-between bg-cream")}>
                <div>
                  <h3 className="text-xl font-semibold">{t("referral.title")}</h3>
                  <p className="mt-2 text-ink-soft">{t("referral.text")}</p>
                </div>
                <Link to={referralHref} className={buttonClass("primary", "md", "mt-4")}>
                  {t("referral.request")}
                </Link>
              </div>
            </div>
          </GriefSection>

          <GriefSection
            id="memorial-ideas"
            title={t("ideas.title")}
            intro={t("ideas.intro")}
          >
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {memorialIdeas.map((m) => (
                <li key={m} className={cardClass}>
                  <h3 className="text-lg font-semibold">{t(`idea.${m}.title`)}</h3>
                  <p className="mt-2 text-ink-soft">{t(`idea.${m}.description`)}</p>
                </li>
              ))}
            </ul>
          </GriefSection>

          <section aria-labelledby="more-help-title" className="mb-16 rounded-lg bg-navy px-6 py-10 text-center text-white sm:px-10">
            <h2 id="more-help-title" className="text-3xl font-semibold text-white">
              {t("here.title")}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{t("here.text", { phone: business.phone })}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to={publicPages.moreGriefResources} className={buttonClass("gold", "lg")}>
                {t("here.more")}
              </Link>
              <a href={telHref(business.phone)} className={buttonClass("secondary", "lg")}>
                {t("call", { phone: business.phone })}
              </a>
            </div>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
