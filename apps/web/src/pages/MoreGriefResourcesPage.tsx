import { pageTitle } from "@fh/client/titles";
import { business } from "@fh/client/site-facts";
import { buttonClass, cn } from "@fh/ui";
import { publicPages, sitePages, telHref } from "@fh/validators/site";
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

function EntryList({ entries }: { entries: DirectoryEntry[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {entries.map((e) => (
        <li key={e.name} className={cn(cardClass, "flex flex-col")}>
          <h3 className="text-lg font-semibold">{e.name}</h3>
          <p className="mt-2 flex-1 text-ink-soft">{e.description}</p>
          {e.detail ? <p className="mt-2 text-ink-soft">{e.detail}</p> : null}
          {e.phone ? (
            <a
              href={telHref(e.phone)}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-4"
              aria-label={`Call ${e.name} at ${e.phone}`}
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
  usePageTitle(pageTitle(sitePages.moreGriefResources, business));

  return (
    <div className="min-h-screen bg-paper">
      <GriefHeader backTo={publicPages.griefSupport} backLabel="Back to Grief Support" />
      <main id="main">
        <div className="bg-cream">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h1 className="text-4xl font-semibold sm:text-5xl">More Grief Resources</h1>
            <p className="mt-5 max-w-3xl text-lg text-ink-soft sm:text-xl">
              A directory of specialized services, support groups, faith communities, counseling and community help across Palm
              Beach County. If you are not sure where to start, call us and we will help you find the right place.
            </p>
            <nav aria-label="On this page" className="mt-6">
              <ul className="flex flex-wrap gap-x-5 gap-y-2 text-navy">
                {[
                  ["specialized", "Specialized Services"],
                  ["groups", "Support Group Locations"],
                  ["faith", "Faith-Based Support"],
                  ["therapy", "Therapy & Counseling"],
                  ["community", "Community Resources"],
                ].map(([id, label]) => (
                  <li key={id}>
                    <a href={`#${id}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                      {label}
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
            title="Specialized Grief Services"
            intro="Some losses bring a grief of their own. These programs are led by people who understand them."
          >
            <EntryList entries={specializedServices} />
          </GriefSection>

          <GriefSection
            id="groups"
            title="Support Group Locations"
            intro="More places to meet others who are grieving. Groups are free and new members are always welcome."
          >
            <ul className="grid gap-4 md:grid-cols-2">
              {groupLocations.map((g) => (
                <li key={g.place} className={cardClass}>
                  <h3 className="text-lg font-semibold">{g.place}</h3>
                  <p className="text-muted">{g.address}</p>
                  <p className="mt-3 font-semibold text-ink">{g.schedule}</p>
                  <p className="mt-1 text-ink-soft">{g.sessions}</p>
                </li>
              ))}
            </ul>
          </GriefSection>

          <GriefSection
            id="faith"
            title="Faith-Based Support"
            intro="For many families, faith and community are a deep source of comfort in loss."
          >
            <EntryList entries={faithBasedSupport} />
          </GriefSection>

          <GriefSection
            id="therapy"
            title="Therapy & Counseling"
            intro="Talking with a professional can help, whether your loss is recent or years past."
          >
            <EntryList entries={therapyOptions} />
          </GriefSection>

          <GriefSection id="community" title="Community Resources" intro="Practical help and a listening ear, close to home.">
            <EntryList entries={communityResources} />
          </GriefSection>

          <section aria-labelledby="reach-us-title" className="mb-16 rounded-lg bg-navy px-6 py-10 text-center text-white sm:px-10">
            <h2 id="reach-us-title" className="text-3xl font-semibold text-white">
              Talk with someone who cares
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">
              {business.name} is here 24 hours a day, 7 days a week. Call us, or book a time to sit down together.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <a href={telHref(business.phone)} className={buttonClass("gold", "lg")}>
                Call {business.phone}
              </a>
              <Link to={publicPages.bookConsultation} className={buttonClass("secondary", "lg")}>
                Book Consultation
              </Link>
            </div>
            <p className="mt-6">
              <Link to={publicPages.griefSupport} className="inline-flex min-h-11 items-center text-white underline underline-offset-4">
                Back to Grief Support
              </Link>
            </p>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
