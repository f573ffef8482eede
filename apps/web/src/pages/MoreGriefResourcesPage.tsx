import { business } from "@fh/client/site-facts";
import { buttonClass, cn } from "@fh/ui";
import { clockRangeIn, GRIEF_GROUP_WEEKS, publicPages, telHref } from "@fh/validators/site";
import { Link } from "react-router-dom";
import { cardClass, GriefHeader, GriefSection } from "../components/grief/GriefLayout";
import {
  communityResources,
  faithBasedSupport,
  groupLocations,
  specializedServices,
  therapyOptions,
  type DirectoryEntry,
} from "../components/grief/more-resources-content";
import { SiteFooter } from "../components/site/SiteFooter";
import { usePageTitle } from "../components/site/SiteLayout";
import { useLocale, useT, type Translate } from "../i18n/context";
import { pageTitleIn } from "@fh/i18n";

type Key = Parameters<Translate<"resources">>[0];

function EntryList({ entries }: { entries: DirectoryEntry[] }) {
  const t = useT("resources");
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {entries.map((e) => (
        <li key={e.key} className={cn(cardClass, "flex flex-col")}>
          <h3 className="text-lg font-semibold">{t(`${e.key}.name` as Key)}</h3>
          <p className="mt-2 flex-1 text-ink-soft">{t(`${e.key}.description` as Key)}</p>
          {e.detail ? <p className="mt-2 text-ink-soft">{t(`${e.key}.detail` as Key)}</p> : null}
          {e.phone ? (
            <a
              href={telHref(e.phone)}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-4"
              aria-label={t("callLabel", { name: t(`${e.key}.name` as Key), phone: e.phone })}
            >
              {e.phone}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** /more-grief-resources (SPEC §2): a static directory of further help. */
export function MoreGriefResourcesPage() {
  const t = useT("resources");
  const locale = useLocale();
  const weeks = { weeks: GRIEF_GROUP_WEEKS };
  usePageTitle(pageTitleIn(locale, "moreGriefResources", business));

  return (
    <div className="min-h-screen bg-paper">
      <GriefHeader backTo={publicPages.griefSupport} backLabel={t("backToGrief")} />
      <main id="main">
        <div className="bg-cream">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h1 className="text-4xl font-semibold sm:text-5xl">{t("title")}</h1>
            <p className="mt-5 max-w-3xl text-lg text-ink-soft sm:text-xl">{t("intro")}</p>
            <nav aria-label={t("onThisPage")} className="mt-6">
              <ul className="flex flex-wrap gap-x-5 gap-y-2 text-navy">
                {(["specialized", "groups", "faith", "therapy", "community"] as const).map((id) => (
                  <li key={id}>
                    <a href={`#${id}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                      {t(`nav.${id}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>

        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <GriefSection
            id="specialized"
            title={t("specialized.title")}
            intro={t("specialized.intro")}
          >
            <EntryList entries={specializedServices} />
          </GriefSection>

          <GriefSection
            id="groups"
            title={t("groups.title")}
            intro={t("groups.intro")}
          >
            <ul className="grid gap-4 md:grid-cols-2">
              {groupLocations.map((g) => (
                <li key={g.key} className={cardClass}>
                  <h3 className="text-lg font-semibold">{t(`group.${g.key}.place`)}</h3>
                  <p className="text-muted">{g.address}</p>
                  <p className="mt-3 font-semibold text-ink">{t(`group.${g.key}.schedule`, { time: clockRangeIn(g.from, g.to, locale) })}</p>
                  <p className="mt-1 text-ink-soft">{t(`group.${g.key}.sessions`, weeks)}</p>
                </li>
              ))}
            </ul>
          </GriefSection>

          <GriefSection
            id="faith"
            title={t("faith.title")}
            intro={t("faith.intro")}
          >
            <EntryList entries={faithBasedSupport} />
          </GriefSection>

          <GriefSection
            id="therapy"
            title={t("therapy.title")}
            intro={t("therapy.intro")}
          >
            <EntryList entries={therapyOptions} />
          </GriefSection>

          <GriefSection id="community" title={t("community.title")} intro={t("community.intro")}>
            <EntryList entries={communityResources} />
          </GriefSection>

          <section aria-labelledby="reach-us-title" className="mb-16 rounded-lg bg-navy px-6 py-10 text-center text-white sm:px-10">
            <h2 id="reach-us-title" className="text-3xl font-semibold text-white">
              {t("reach.title")}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{t("reach.text", { name: business.name })}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <a href={telHref(business.phone)} className={buttonClass("gold", "lg")}>
                {t("reach.call", { phone: business.phone })}
              </a>
              <Link to={publicPages.bookConsultation} className={buttonClass("secondary", "lg")}>
                {t("reach.book")}
              </Link>
            </div>
            <p className="mt-6">
              <Link to={publicPages.griefSupport} className="inline-flex min-h-11 items-center text-white underline underline-offset-4">
                {t("backToGrief")}
              </Link>
            </p>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
